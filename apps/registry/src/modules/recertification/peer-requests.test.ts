// Professional peers over the real routes: a peer sees every completed relationship naming them
// and nothing else of the practitioners who named them, decides them in one batch – all saved or
// none, each refusal with its message – and the desk sees the disputes and the relationships left
// undecided past the deadline, resolving them in the staff audit. Another practitioner reaches
// none of it; an investigator gets 403.
import {
  deskMessages,
  deskPaths,
  PEER_RELATIONSHIP_FORM_TYPE,
  type PeerItem,
  type PeerRequest,
  peerItemMessages,
  peerItemPaths,
  peerRequestMessages,
  peerRequestsPath,
  peerRequestsSchema,
  staffAuditPageSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister } from "../../../test/cases.ts";
import { testDatabases } from "../../../test/databases.ts";
import { signedInStaff } from "../../../test/desk.ts";
import { createUser } from "../../../test/factories.ts";
import { sessionHeader, signIn } from "../../../test/form-pages.ts";
import { useRegisterDesk } from "../../../test/register-desk.ts";
import type { Db } from "../../db/client.ts";
import { insertForm, newFormToken } from "../forms/index.ts";
import { findPractitionerId, linkPractitioner } from "../register/index.ts";

/** Said in the naming practitioner's other answers: a peer's screen must never show it. */
const PRIVATE = "private-answer-kept-from-the-peer";

async function linkedUser(db: Db, personId: string, firstNames: string, surname: string) {
  await practitionerOnRegister(db, personId, { firstNames, surname });
  const user = await createUser(db);
  await linkPractitioner(db, user.id, (await findPractitionerId(db, personId))!);
  return user;
}

/** A relationship form of `ownerId` naming `peerPersonId`, completed on `day`. */
const relationship = (
  db: Db,
  ownerId: number,
  peerPersonId: string,
  day: string,
  state: "completed" | "in_progress" = "completed",
) =>
  insertForm(db, {
    token: newFormToken(),
    ownerId,
    formTypeCode: PEER_RELATIONSHIP_FORM_TYPE,
    name: "Peer relationship",
    state,
    writeDate: new Date(`${day}T09:00:00Z`),
    values: {
      peer: {
        peer_person_id: peerPersonId,
        peer_peer_name: "Mere Parata",
        peer_relationship_start_date: "2026-01-05",
      },
      relationship: {
        meeting_frequency: "quarterly",
        no_conflict: 17,
        conflict_explanation: PRIVATE,
        agreement: [{ id: 1, name: `${PRIVATE}.pdf` }],
      },
      confirm: { peer_agreed: true },
    },
  });

describe.each(testDatabases)("professional peers' confirmations on $name", (testDb) => {
  // The tests' clock: 1 March 2026.
  const desk = useRegisterDesk(testDb);

  it("lets a peer decide the relationships naming them in one batch, and the desk resolve a dispute", async () => {
    const { app, database } = desk;
    const { db } = database;
    const peer = await linkedUser(db, "70001", "Mere", "Parata");
    const sione = await linkedUser(db, "70002", "Sione", "Taufa");
    const hana = await createUser(db, { displayName: "Hana Wiremu" });
    await relationship(db, sione.id, "70001", "2026-02-25");
    await relationship(db, hana.id, "70001", "2026-01-20"); // 40 days before the clock
    await relationship(db, hana.id, "70009", "2026-02-20"); // another peer's
    await relationship(db, sione.id, "70001", "2026-02-26", "in_progress");

    const session = await signIn(app, peer);
    const call = (method: "GET" | "POST", body?: unknown, as: string | null = session) =>
      app.inject({
        method,
        url: peerRequestsPath,
        headers: as === null ? {} : sessionHeader(as),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    const listed = async (as = session) => {
      const res = await call("GET", undefined, as);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(PRIVATE);
      return peerRequestsSchema.parse(res.json()).requests;
    };

    const asked = await listed();
    const undecided = { decision: null, reason: null, resolved: false };
    const common = { startDate: "2026-01-05", meetingFrequency: "Quarterly", ...undecided };
    expect(asked).toEqual([
      { id: expect.any(String), practitionerName: "Hana Wiremu", namedOn: "2026-01-20", ...common },
      { id: expect.any(String), practitionerName: "Sione Taufa", namedOn: "2026-02-25", ...common },
    ]);
    const [fromHana, fromSione] = asked as [PeerRequest, PeerRequest];

    // Refused whole, each with its message: nothing of the batch is written.
    const refusals = [
      [
        [
          { id: fromSione.id, decision: "confirmed" },
          { id: fromHana.id, decision: "disputed", reason: "  " },
        ],
        400,
        peerRequestMessages.reasonNeeded("Hana Wiremu"),
      ],
      [
        [
          { id: fromSione.id, decision: "confirmed" },
          { id: "not-a-relationship", decision: "confirmed" },
        ],
        404,
        peerRequestMessages.unknown,
      ],
      [
        [
          { id: fromSione.id, decision: "confirmed" },
          { id: fromSione.id, decision: "disputed", reason: "No" },
        ],
        400,
        peerRequestMessages.twice,
      ],
      [[], 400, peerRequestMessages.noDecision],
    ] as const;
    for (const [decisions, status, message] of refusals) {
      const res = await call("POST", { decisions });
      // The schema's refusals name the part of the body they are about, before the message.
      const said = String(res.json().message);
      expect([res.statusCode, said === message || said.endsWith(`: ${message}`)]).toEqual([
        status,
        true,
      ]);
    }
    for (const body of [{ decisions: [{ id: fromSione.id, decision: "maybe" }] }, { x: 1 }]) {
      const res = await call("POST", body);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, "string"]);
    }
    expect(await listed()).toEqual(asked);

    // Another practitioner cannot decide them (not theirs to see), nor can someone signed out.
    const sioneSession = await signIn(app, sione);
    expect(await listed(sioneSession)).toEqual([]);
    const theirs = await call(
      "POST",
      { decisions: [{ id: fromSione.id, decision: "disputed", reason: "x" }] },
      sioneSession,
    );
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, peerRequestMessages.unknown]);
    expect((await call("GET", undefined, null)).statusCode).toBe(401);
    expect((await call("POST", { decisions: [] }, null)).statusCode).toBe(401);
    expect(await listed()).toEqual(asked);

    const decided = await call("POST", {
      decisions: [
        { id: fromSione.id, decision: "confirmed" },
        { id: fromHana.id, decision: "disputed", reason: "I have never worked with Hana." },
      ],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(peerRequestsSchema.parse(decided.json()).requests).toEqual([
      { ...fromHana, decision: "disputed", reason: "I have never worked with Hana." },
      { ...fromSione, decision: "confirmed" },
    ]);
    expect(await listed()).toEqual(peerRequestsSchema.parse(decided.json()).requests);

    // The desk: registrars and admins, not investigators.
    const investigator = await signedInStaff(app, db, desk.clock, "investigator");
    const forbidden = await investigator.client.call("GET", peerItemPaths.items);
    expect([forbidden.statusCode, forbidden.json()]).toEqual([
      403,
      { message: deskMessages.forbidden },
    ]);
    const items = async () =>
      (await desk.registrar.call("GET", peerItemPaths.items)).json().items as PeerItem[];
    const [dispute, ...others] = await items();
    expect(others).toEqual([]);
    expect(dispute).toEqual({
      id: expect.any(Number),
      kind: "disputed",
      practitioner: "Hana Wiremu",
      practitionerPersonId: null,
      peer: "Mere Parata",
      peerPersonId: "70001",
      startDate: "2026-01-05",
      namedOn: "2026-01-20",
      decidedOn: "2026-03-01",
      reason: "I have never worked with Hana.",
      ageDays: 40,
    });
    const resolve = (id: number | string, note: string) =>
      desk.registrar.call("POST", peerItemPaths.resolution(id), { note });
    for (const [id, note, status, message] of [
      [dispute!.id, " ", 400, peerItemMessages.noNote],
      [9999, "Checked.", 404, peerItemMessages.notFound],
      ["1 or 1=1", "Checked.", 404, peerItemMessages.notFound],
    ] as const) {
      const res = await resolve(id, note);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const done = await resolve(dispute!.id, "Spoke to both: Hana named the wrong Mere.");
    expect([done.statusCode, done.json().message]).toEqual([
      200,
      peerItemMessages.done("Hana Wiremu", "Mere Parata"),
    ]);
    expect(await items()).toEqual([]);
    const again = await resolve(dispute!.id, "Again.");
    expect([again.statusCode, again.json().message]).toEqual([409, peerItemMessages.resolved]);
    const [entry] = staffAuditPageSchema.parse(
      (await desk.admin.call("GET", `${deskPaths.audit}?action=peer_relationship.resolved`)).json(),
    ).items;
    expect(entry).toMatchObject({
      action: "peer_relationship.resolved",
      after: { id: dispute!.id, note: "Spoke to both: Hana named the wrong Mere." },
    });

    // Resolved, its decision stays: a batch changing it is refused whole.
    const late = await call("POST", {
      decisions: [
        { id: fromSione.id, decision: "disputed", reason: "Changed my mind." },
        { id: fromHana.id, decision: "confirmed" },
      ],
    });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      peerRequestMessages.resolved("Hana Wiremu"),
    ]);
    expect((await listed()).map((r) => [r.decision, r.resolved])).toEqual([
      ["disputed", true],
      ["confirmed", false],
    ]);
  });

  it("sends the desk a relationship its peer left undecided past the deadline", async () => {
    const { db } = desk.database;
    await linkedUser(db, "70101", "Ana", "Kerr");
    const owner = await linkedUser(db, "70102", "Wiremu", "Hohaia");
    await relationship(db, owner.id, "70101", "2026-02-01"); // 28 days before the clock
    await relationship(db, owner.id, "70101", "2026-02-02"); // 27
    const items = (await desk.admin.call("GET", peerItemPaths.items)).json().items as PeerItem[];
    expect(items.filter((i) => i.peerPersonId === "70101")).toEqual([
      expect.objectContaining({
        kind: "unconfirmed",
        practitioner: "Wiremu Hohaia",
        practitionerPersonId: "70102",
        peer: "Ana Kerr",
        decidedOn: null,
        reason: null,
        ageDays: 28,
      }),
    ]);
    const resolved = await desk.admin.call(
      "POST",
      peerItemPaths.resolution(items.find((i) => i.peerPersonId === "70101")!.id),
      {
        note: "Ana confirmed by phone.",
      },
    );
    expect([resolved.statusCode, resolved.json().message]).toEqual([
      200,
      peerItemMessages.done("Wiremu Hohaia", "Ana Kerr"),
    ]);
    const after = (await desk.admin.call("GET", peerItemPaths.items)).json().items as PeerItem[];
    expect(after.filter((i) => i.peerPersonId === "70101")).toEqual([]);
  });
});
