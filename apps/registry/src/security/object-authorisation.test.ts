// Object-level authorisation (ASVS 8.2.2), generated from the service's route table: every
// route that reaches one user's form, page or file is tried with another user's session and
// with none, and must refuse without changing or showing anything of the owner's. A route the
// table gains must be classified below, or this suite fails: none can be forgotten.
import {
  apiPaths,
  concernPaths,
  cpdPlanPaths,
  identityPaths,
  SESSION_HEADER,
} from "@portal/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApcPages } from "../../test/apc-pages.ts";
import { testDatabases } from "../../test/databases.ts";
import {
  attackableRoutes,
  openSecurityWorld,
  routeKey,
  type SecurityWorld,
} from "../../test/security-world.ts";

type Attack = (world: SecurityWorld, session: string | undefined) => InjectOptions;

const registry = "/registry/api/v1";
const withSession = (session: string | undefined) =>
  session === undefined ? {} : { [SESSION_HEADER]: session };
const formPost = (session: string | undefined, fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded", ...withSession(session) },
  payload: new URLSearchParams(fields).toString(),
});
const firstPageValues = (w: SecurityWorld) => JSON.stringify(validApcPages[w.form.firstPage]);

/** Each route that reaches an object of one user, attacked with that user's objects. */
const objectRoutes: Record<string, Attack> = {
  "GET /registry/api/v1/form/:formType/:formId": (w, s) => ({
    url: `${registry}/form/APC/${w.form.token}`,
    headers: withSession(s),
  }),
  "GET /registry/api/v1/form/:formType/:formId/:page": (w, s) => ({
    url: `${registry}/form/APC/${w.form.token}/${w.form.firstPage}`,
    headers: withSession(s),
  }),
  "POST /registry/api/v1/form/:formType/:formId/:formPage": (w, s) => ({
    method: "POST",
    url: `${registry}/form/APC/${w.form.token}/${w.form.firstPage}`,
    ...formPost(s, { page: firstPageValues(w) }),
  }),
  "DELETE /registry/api/v1/form/:formType/:formId": (w, s) => ({
    method: "DELETE",
    url: `${registry}/form/APC/${w.form.token}`,
    headers: withSession(s),
  }),
  // The session travels in the path (SPEC §7): another user's, or none at all.
  "GET /registry/api/v1/file/:fileId/:sessionId": (w, s) => ({
    url: `${registry}/file/${w.form.fileId}/${s ?? "-"}`,
  }),
  // Registration applications are reached by their token alone (no one is signed in yet);
  // a signed-in user's form must never be reachable through them.
  "GET /registry/api/v1/apply/:formId": (w, s) => ({
    url: `${registry}/apply/${w.form.token}`,
    headers: withSession(s),
  }),
  "GET /registry/api/v1/apply/:formId/:page": (w, s) => ({
    url: `${registry}/apply/${w.form.token}/${w.form.firstPage}`,
    headers: withSession(s),
  }),
  "POST /registry/api/v1/apply/:formId/:page": (w, s) => ({
    method: "POST",
    url: `${registry}/apply/${w.form.token}/${w.form.firstPage}`,
    ...formPost(s, { page: firstPageValues(w) }),
  }),
  // The identity proved for an application is read by the application's token alone: another
  // user's form must not answer it.
  "GET /web_portal/api/v1/identity/application/:formToken": (w, s) => ({
    url: identityPaths.application(w.form.token),
    headers: withSession(s),
  }),
  // A concern is reached by its token alone, like an application: another form's token (the
  // owner's APC here) must not open, change or mail a link to it.
  "GET /public/api/v1/concerns/:formId": (w, s) => ({
    url: concernPaths.form(w.form.token),
    headers: withSession(s),
  }),
  "GET /public/api/v1/concerns/:formId/pages/:page": (w, s) => ({
    url: concernPaths.page(w.form.token, w.form.firstPage),
    headers: withSession(s),
  }),
  "POST /public/api/v1/concerns/:formId/pages/:page": (w, s) => {
    const post = formPost(s, { page: firstPageValues(w) });
    return {
      method: "POST",
      url: concernPaths.page(w.form.token, w.form.firstPage),
      ...post,
      headers: { ...post.headers, origin: w.app.core.apiOrigin },
    };
  },
  "POST /public/api/v1/concerns/:formId/resume-link": (w, s) => ({
    method: "POST",
    url: concernPaths.resumeLink(w.form.token),
    headers: { ...withSession(s), origin: w.app.core.apiOrigin },
    payload: { email: "someone@example.org" },
  }),
  // A plan's goal is reached by its id, scoped by the session's register record: another's
  // session (linked to no one here, or to another person in the plan tests) finds nothing.
  "PUT /registry/api/v1/recertification/plan/goals/:goalId": (w, s) => ({
    method: "PUT",
    url: cpdPlanPaths.goal(w.planGoalId),
    headers: withSession(s),
    payload: { title: "Taken over", description: "", targetDate: "2026-12-01" },
  }),
  "DELETE /registry/api/v1/recertification/plan/goals/:goalId": (w, s) => ({
    method: "DELETE",
    url: cpdPlanPaths.goal(w.planGoalId),
    headers: withSession(s),
  }),
  "POST /registry/api/v1/render": (w, s) => ({
    method: "POST",
    url: `${registry}/render`,
    headers: withSession(s),
    payload: { sections: [], fileName: "x.pdf", formId: w.form.token, sessionId: s ?? "" },
  }),
  // A browser navigation without a session: only a payment intent the service issued to the
  // owner (on their invoice page) may start one; the form token alone must not.
  "GET /odoo_payment/api/v1/payment": (w, s) => {
    const page = (code: string) => `http://localhost:8080/form/APC/${w.form.token}/${code}`;
    const query = new URLSearchParams({
      amount: "1150",
      transactionId: `T-${Date.now()}`,
      returnUrl: page("complete"),
      returnErrorUrl: page("invoice"),
    });
    return { url: `${apiPaths.payment}?${query}`, headers: withSession(s) };
  },
};

/** Routes that reach no object of another user, and why. */
const notObjectRoutes: Record<string, string> = {
  "POST /web_portal/api/v1/login": "signs in with the caller's own credentials",
  "GET /web_portal/api/v1/logout": "ends the caller's own session",
  "GET /web_portal/api/v1/session_check": "answers about the caller's own session",
  "GET /web_portal/api/v1/user": "the caller's own details, from the session alone",
  "POST /web_portal/api/v1/resetpassword": "answers the same whether or not the account exists",
  "GET /web_portal/api/v1/identity/options": "the same answer for everyone: the provider's name",
  "POST /web_portal/api/v1/identity/start":
    "starts the caller's own sign-in at the provider: no account until it comes back; an " +
    "application's is only one still anonymous and open (the identity tests refuse others)",
  "GET /web_portal/api/v1/identity/callback":
    "the provider's verified ID token names the identity; its token is bound to the browser",
  "POST /web_portal/api/v1/identity/session":
    "a one-time token only the browser that went to the provider may trade (its cookie)",
  "POST /web_portal/api/v1/identity/link":
    "ties a browser-bound token to the caller's own account, from the session alone",
  "GET /web_portal/api/v1/identity": "the caller's own linked identity, from the session alone",
  "DELETE /web_portal/api/v1/identity": "unlinks the caller's own identity, from the session alone",
  "GET /web_portal/api/v1/validate/:token": "an e-mailed single-use link (email-links tests)",
  "POST /web_portal/api/v1/setpassword": "the caller's own password, from the session alone",
  "POST /web_portal/api/v1/activate":
    "a reminder's single-use link: makes a new account for the person it was sent to (activation tests)",
  "GET /web_portal/api/v1/config": "public portal configuration",
  "GET /web_portal/api/v1/captcha": "a fresh public challenge",
  "GET /registry/api/v1/apply": "starts a new registration application",
  "POST /public/api/v1/concerns": "starts a new concern, with a solved captcha (concerns tests)",
  "GET /registry/api/v1/form_add/:formType": "creates a new form owned by the caller",
  "GET /registry/api/v1/options/:name": "public option lists",
  "GET /registry/api/v1/address": "public address suggestions",
  "GET /registry/api/v1/search": "the public register of practitioners",
  "GET /registry/api/v1/practising-certificate":
    "the caller's own certificate, from the session alone (certificates tests: 401 without)",
  "GET /registry/api/v1/practising-certificate/pdf":
    "the caller's own latest certificate, from the session alone (certificate-pdf tests)",
  "GET /registry/api/v1/concerns-about-me":
    "the caller's own cases, found from their session's link to the register alone; only " +
    "what the desk released (modules/cases concerns-about-me tests: 401 without)",
  "GET /registry/api/v1/recertification/progress":
    "the caller's own cycles and CPD hours, found from their session's link to the register " +
    "alone (recertification tests: another's activities never counted, 401 without)",
  "GET /registry/api/v1/recertification/peer-requests":
    "the relationships naming the caller, found from their session's link to the register " +
    "alone; nothing else of the naming practitioners' (peer-requests tests: another " +
    "practitioner sees none of them, 401 without)",
  "POST /registry/api/v1/recertification/peer-requests":
    "decides only relationships naming the caller, found from their session alone: another's " +
    "id is refused as unknown and nothing of the batch is written (peer-requests tests)",
  "GET /registry/api/v1/recertification/plan":
    "the caller's own plan, found from their session's link to the register alone (plan tests: " +
    "another's goals never shown, 401 without)",
  "POST /registry/api/v1/recertification/plan/goals":
    "adds a goal to the caller's own plan, in a cycle they are in (plan tests: 404 for another cycle)",
  "PUT /registry/api/v1/recertification/plan/review":
    "records the caller's own plan's review, found from their session alone (plan tests)",
  "GET /registry/api/v1/options/plan-goals":
    "the caller's own goals as the CPD form's options, from the session alone (plan tests: " +
    "another's goals never offered, another's goal id refused on save, 401 without)",
  "GET /registry/api/v1/recertification/audits":
    "the caller's own audits, found from their session's link to the register alone, from " +
    "the notice on (audit tests: 401 without)",
  "POST /registry/api/v1/recertification/audits/:selectionId/evidence":
    "the caller's own audit alone: another practitioner's selection is not found and stays " +
    "as it was (audit tests: 404 to another, 401 without)",
  "GET /public/api/v1/certificates/:code":
    "a certificate by its unguessable code, no session: the allowed fields only " +
    "(certificate-pdf tests)",
  "GET /public/api/v1/practitioners":
    "the public register, no session: the allowed public fields only (public-register tests)",
  "GET /public/api/v1/practitioners/:registrationNumber":
    "the public register, no session: the allowed public fields only (public-register tests)",
  "POST /public/api/v1/practitioners/:registrationNumber/follow":
    "answers the same 202 whoever follows what; only the address's own mail gets a link " +
    "(follows tests)",
  "POST /public/api/v1/follows/confirm":
    "an e-mailed link's unguessable token, hashed at rest, no session (follows tests)",
  "POST /public/api/v1/follows/unsubscribe":
    "an e-mailed link's unguessable token, hashed at rest, no session (follows tests)",
  "GET /odoo_payment/api/v1/payment/page.css": "a static style sheet",
  "POST /odoo_payment/api/v1/payment/decide":
    "needs the single-use decision token shown only on the payer's payment page (payments tests)",
  "GET /*": "the built portal's files",
  "GET /healthz": "the process answers; no data",
  "GET /readyz": "whether the database answers; no data",
  "GET /metrics": "counts and timings by route pattern, no user's data; behind METRICS_TOKEN",
  "GET /operations/backup":
    "the whole embedded database, to the operator's DATA_DIR/backup.key only (backup tests)",
  // The registrar's desk (modules/staff): staff sessions only, never a practitioner's; a portal
  // session at each desk route is tried in modules/staff/sessions/desk-sessions.test.ts, over
  // the route table.
  "POST /desk/api/v1/auth/set-password": "a one-time link's token names the account",
  "POST /desk/api/v1/auth/sign-in": "signs in with the caller's own credentials",
  "GET /desk/api/v1/auth/options":
    "the same answer for everyone: which ways of signing in are open",
  "POST /desk/api/v1/auth/oidc/start":
    "starts the caller's own sign-in at the provider: no account until it comes back",
  "GET /desk/api/v1/auth/oidc/callback":
    "the provider's verified ID token names the account, bound to the browser that started it",
  "POST /desk/api/v1/auth/enrol": "the caller's own account, from the pending desk session",
  "POST /desk/api/v1/auth/enrol/confirm": "the caller's own account, from the pending desk session",
  "POST /desk/api/v1/auth/verify": "the caller's own account, from the pending desk session",
  "POST /desk/api/v1/auth/sign-out": "ends the caller's own desk session",
  "GET /desk/api/v1/auth/me": "the caller's own details, from the desk session alone",
  "GET /desk/api/v1/staff": "admins only (403 to registrars): staff accounts are theirs to manage",
  "POST /desk/api/v1/staff/:staffId/disable": "admins only: any staff account is theirs to manage",
  "POST /desk/api/v1/staff/:staffId/enable": "admins only: any staff account is theirs to manage",
  "POST /desk/api/v1/staff/:staffId/revoke-sessions":
    "admins only: any staff account is theirs to manage",
  // The registrar's review (modules/review): staff only; every applicant's submission is the
  // registrars' work, so no submission belongs to one staff member (claims decide who decides).
  "GET /desk/api/v1/submissions": "staff only: the queue of every applicant's submissions",
  "GET /desk/api/v1/submissions/:submissionId":
    "staff only: any submission is a registrar's to read; each read is in the staff audit",
  "POST /desk/api/v1/submissions/:submissionId/claim":
    "staff only: another registrar's claim is refused naming its holder (409)",
  "POST /desk/api/v1/submissions/:submissionId/release":
    "staff only: a registrar releases only their own claim, an admin any",
  "POST /desk/api/v1/submissions/:submissionId/return": "staff only: the claimant alone decides",
  "POST /desk/api/v1/submissions/:submissionId/accept": "staff only: the claimant alone decides",
  "POST /desk/api/v1/submissions/:submissionId/decline": "staff only: the claimant alone decides",
  "GET /desk/api/v1/submissions/:submissionId/files/:fileId":
    "staff only: a file of that submission's form alone (another form's id is not found)",
  "GET /desk/api/v1/register/:personId": "staff only: the register's record, public in search",
  "PUT /desk/api/v1/register/:personId":
    "staff only: the register is the registrars' to edit; each edit is in the staff audit",
  "GET /desk/api/v1/register/:personId/history":
    "staff only: the register's history, its public part on the public page",
  "POST /desk/api/v1/register/:personId/conditions":
    "staff only: conditions are the registrars' to impose; each is in the staff audit",
  "PUT /desk/api/v1/register/:personId/conditions/:conditionId":
    "staff only: a condition of that person alone (another's id is not found); audited",
  "POST /desk/api/v1/register/:personId/conditions/:conditionId/lift":
    "staff only: a condition of that person alone (another's id is not found); audited",
  "GET /desk/api/v1/audit": "admins only (403 to registrars): the staff's own audit trail",
  "GET /desk/api/v1/audit.csv": "admins only (403 to registrars): the staff's own audit trail",
  "GET /desk/api/v1/rounds": "admins only (403 to registrars): the regulator's renewal rounds",
  "POST /desk/api/v1/rounds": "admins only: a round is the regulator's, set by its admins",
  "PUT /desk/api/v1/rounds/:yearCode":
    "admins only: any round is theirs to set; each change is in the staff audit",
  "GET /desk/api/v1/recertification/cycles":
    "registry staff only (403 to investigators): the regulator's recertification cycles",
  "POST /desk/api/v1/recertification/cycles":
    "admins only (403 to registrars): a cycle is the regulator's, set by its admins",
  "PUT /desk/api/v1/recertification/cycles/:cycleId":
    "admins only: any cycle is theirs to set until it ends; each change is in the staff audit",
  "GET /desk/api/v1/recertification/peer-items":
    "registry staff only (403 to investigators): the disputed and unconfirmed peer relationships",
  "POST /desk/api/v1/recertification/peer-items/:itemId/resolution":
    "registry staff only: any open item is the registrars' to resolve; in the staff audit",
  "GET /desk/api/v1/recertification/audits":
    "registry staff only (403 to investigators): the regulator's audits, counts only",
  "POST /desk/api/v1/recertification/audits":
    "admins only (403 to registrars): a draw is the regulator's, in the staff audit",
  "GET /desk/api/v1/recertification/audits/:auditId":
    "registry staff only: any audit is theirs to read, its sample by name and status",
  "POST /desk/api/v1/recertification/audits/:auditId/draws":
    "admins only: a redraw needs a reason and keeps the earlier draws; audited",
  "POST /desk/api/v1/recertification/audits/:auditId/notices":
    "admins only: fixes the sample and sends the notices; audited",
  "GET /desk/api/v1/recertification/audits/:auditId/sample.csv":
    "registry staff only: the sample and statuses, no one's evidence",
  "GET /desk/api/v1/recertification/audits/:auditId/sample/:selectionId":
    "registry staff only: the evidence of a practitioner of that audit's current sample alone " +
    "(another audit's or an earlier draw's is not found); each read audited",
  "GET /desk/api/v1/recertification/audits/:auditId/sample/:selectionId/files/:fileId":
    "registry staff only: an upload of that practitioner's submitted activities alone " +
    "(any other file is not found); audited",
  "POST /desk/api/v1/recertification/audits/:auditId/sample/:selectionId/outcome":
    "registry staff only: once, after the evidence; audited",
  "GET /desk/api/v1/rounds/:yearCode/summary": "staff only: counts of the round, no one's answers",
  "GET /desk/api/v1/rounds/:yearCode/not-filed":
    "staff only: who has not filed, as the desk reads the register",
  "GET /desk/api/v1/rounds/:yearCode/not-filed.csv":
    "staff only: who has not filed, as the desk reads the register",
  "POST /desk/api/v1/rounds/:yearCode/reminders":
    "staff only: a reminder to a practitioner who has not filed, audited",
  // Concerns' cases (modules/cases): investigators and admins only (403 to registrars, the
  // role table in modules/cases/case-roles.test.ts); every case is the investigators' work, so
  // none belongs to one staff member (claims decide who works it).
  "GET /desk/api/v1/cases": "investigators and admins only: the queue of every case",
  "GET /desk/api/v1/cases/figures": "investigators and admins only: counts, no one's answers",
  "GET /desk/api/v1/cases/export.csv": "investigators and admins only: every case, one row each",
  "GET /desk/api/v1/cases/:reference":
    "investigators and admins only: any case is theirs to read; each read is in the staff audit",
  "GET /desk/api/v1/cases/:reference/files/:fileId":
    "investigators and admins only: a file of that case's concern alone (another form's id is " +
    "not found); audited",
  "POST /desk/api/v1/cases/:reference/claim":
    "investigators and admins only: another's claim is refused (409), an admin takes over",
  "POST /desk/api/v1/cases/:reference/release":
    "investigators and admins only: one's own claim, an admin any",
  "POST /desk/api/v1/cases/:reference/triage": "investigators and admins only: the claimant alone",
  "POST /desk/api/v1/cases/:reference/stage": "investigators and admins only: the claimant alone",
  "POST /desk/api/v1/cases/:reference/notes": "investigators and admins only: the claimant alone",
  "POST /desk/api/v1/cases/:reference/tasks": "investigators and admins only: the claimant alone",
  "POST /desk/api/v1/cases/:reference/tasks/:taskId/done":
    "investigators and admins only: the claimant alone, a task of that case alone",
  "POST /desk/api/v1/cases/:reference/letters":
    "investigators and admins only: the claimant alone; the raiser withheld from the practitioner",
  "POST /desk/api/v1/cases/:reference/outcome":
    "investigators and admins only: the claimant alone; the register changed as its desk does",
  "GET /desk/api/v1/case-stages":
    "investigators and admins only: the stages' names and order, no one's case",
  "PUT /desk/api/v1/case-stages":
    "admins only (403 to investigators and registrars): the regulator's stages, one list for " +
    "every case; each change is in the staff audit",
};

const refused = [401, 403, 404];

describe.each(testDatabases)("object-level authorisation on $name", (testDb) => {
  let world: SecurityWorld;
  beforeAll(async () => {
    world = await openSecurityWorld(testDb);
  });
  afterAll(() => world.close());

  it("classifies every route of the service (a new route must join this matrix)", () => {
    const keys = new Set(attackableRoutes(world.app).map(routeKey));
    const unclassified = [...keys].filter((k) => !(k in objectRoutes || k in notObjectRoutes));
    expect(unclassified).toEqual([]);
    // And the matrix attacks routes that exist (the captcha's route exists only when it is on).
    expect(Object.keys(objectRoutes).filter((k) => !keys.has(k))).toEqual([]);
  });

  const attacks = Object.entries(objectRoutes).flatMap(([key, attack]) => [
    { key, who: "another user's session", attack, as: (w: SecurityWorld) => w.other.session },
    { key, who: "no session", attack, as: () => undefined },
  ]);

  it.each(attacks)("$key with $who is refused and changes nothing", async ({ attack, as }) => {
    const before = await world.ownerState();
    const res = await world.app.inject(attack(world, as(world)));
    expect(refused).toContain(res.statusCode);
    expect(res.body).not.toContain(world.marker);
    expect(await world.ownerState()).toEqual(before);
  });

  // So that a refusal above cannot come from a malformed request: the same requests, read
  // with the owner's own session, reach the owner's data.
  it.each([
    "GET /registry/api/v1/form/:formType/:formId",
    "GET /registry/api/v1/form/:formType/:formId/:page",
    "GET /registry/api/v1/file/:fileId/:sessionId",
    "PUT /registry/api/v1/recertification/plan/goals/:goalId",
  ])("%s with the owner's session answers the owner", async (key) => {
    const res = await world.app.inject(objectRoutes[key]!(world, world.owner.session));
    expect(res.statusCode).toBe(200);
    if (key.endsWith(":page")) expect(res.body).toContain(world.marker);
  });
});
