import { readFileSync } from "node:fs";
import {
  apiPaths,
  CONCERN_REFERENCE_PATTERN,
  concernMessages,
  concernPaths,
  concernSources,
  formResponseSchema,
  validationMessages,
} from "@portal/contract";
import type { Challenge } from "altcha-lib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { solveAltcha } from "../../../test/altcha.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { concernInput, concernPages } from "../../../test/cases.ts";
import {
  askForResumeLink,
  submitConcern as raiseConcern,
  saveConcernPage,
  startConcern,
} from "../../../test/concerns.ts";
import { testDatabases } from "../../../test/databases.ts";
import { PERSON_ID, useRegisterDesk } from "../../../test/register-desk.ts";
import { capturingMailer, deliveredTo } from "../../../test/review.ts";
import { concernCases, forms } from "../../db/schema.ts";
import { createAltchaVerifier } from "../captcha/altcha.ts";
import { findPractitionerId } from "../register/index.ts";

const mailer = capturingMailer();
const desk = useRegisterDesk(testDatabases[0]!, { options: { mailer } });
const RAISER = "aroha.ngata@example.org";
/** A patient's concern about the practitioner with this registration number. */
const pagesAbout = (personId: string, input: Parameters<typeof concernInput>[0] = {}) =>
  concernPages(concernInput({ personId, ...input }));

const delivered = (to: string) => deliveredTo(desk, mailer, to);

const caseOf = async (token: string) => {
  const { db } = desk.database;
  const [row] = await db
    .select({ concern: concernCases, ownerId: forms.ownerId, state: forms.state })
    .from(concernCases)
    .innerJoin(forms, eq(forms.id, concernCases.formId))
    .where(eq(forms.token, token));
  return row;
};

describe("raising a concern", () => {
  it("opens a case with the year's reference and e-mails the raiser what happens next", async () => {
    const { token, answer } = await raiseConcern(desk.app, pagesAbout(PERSON_ID));
    const reference = answer.message!.match(/C-\d{4}-\d{6}/)![0];
    expect(reference).toMatch(CONCERN_REFERENCE_PATTERN);
    expect(answer.message).toBe(concernMessages.submitted(reference));
    const found = await caseOf(token);
    expect(found).toMatchObject({
      ownerId: null,
      state: "completed",
      concern: {
        reference,
        source: "patient",
        stage: "received",
        practitionerId: await findPractitionerId(desk.database.db, PERSON_ID),
      },
    });
    const [ack, ...more] = await delivered(RAISER);
    expect(more).toEqual([]);
    expect(ack!.subject).toBe(`We have received your concern (${reference})`);
    expect(ack!.text).toContain("Kia ora Aroha Ngata,");
    // Received on Sunday 1 March (the tests' clock): ten working days on is Friday the 13th.
    expect(ack!.text).toContain("We received it on 1 March 2026");
    expect(ack!.text).toContain("2. By 13 March 2026 we will tell you what we have decided to do.");
  });

  it("numbers each concern of a year one more, and keeps the form reachable only as submitted", async () => {
    const first = await raiseConcern(desk.app, pagesAbout(PERSON_ID));
    const second = await raiseConcern(desk.app, pagesAbout(PERSON_ID));
    const [a, b] = [first, second].map((c) => Number(c.answer.message!.match(/-(\d{6})\./)![1]));
    expect(b).toBe(a! + 1);
    const again = await desk.app.inject({ url: concernPaths.form(first.token) });
    expect(formResponseSchema.parse(again.json())).toMatchObject({
      message: concernMessages.submittedAlready,
    });
    expect(again.json().page).toBeUndefined();
    const resave = await saveConcernPage(desk.app, first.token, "consent", {});
    expect(resave.statusCode).toBe(400);
    await delivered(RAISER);
  });

  it("opens a case about no one when the number matches no practitioner or none was known", async () => {
    const typed = await raiseConcern(desk.app, pagesAbout("999999"));
    expect((await caseOf(typed.token))?.concern.practitionerId).toBeNull();
    const pages = pagesAbout(PERSON_ID, { role: "colleague" });
    pages[1] = [
      "practitioner",
      { practitioner_known: "unknown", practitioner_description: "A hygienist" },
    ];
    const unknown = await raiseConcern(desk.app, pages);
    expect((await caseOf(unknown.token))?.concern).toMatchObject({
      practitionerId: null,
      source: "colleague",
    });
    await delivered(RAISER);
  });

  it("is not reachable as a registration application or another user's form", async () => {
    const { token } = await raiseConcern(desk.app, pagesAbout(PERSON_ID).slice(0, 1));
    const asApplication = await desk.app.inject({ url: `/registry/api/v1/apply/${token}` });
    expect(asApplication.statusCode).toBe(404);
  });

  it("asks the practitioner question with the options the service reads as sources", () => {
    const definition = parse(
      readFileSync(new URL("../../../forms/concern.yaml", import.meta.url), "utf8"),
    );
    const role = definition.pages[0].sections[0].fieldGroups[0].fields[0];
    expect(role.fieldName).toBe("raiser_role");
    expect(role.fieldDetails.options.map((o: { id: string }) => o.id)).toEqual([...concernSources]);
  });
});

describe("the concern's writes come only from the portal's pages", () => {
  it("refuses a start from another site (403) or not as JSON (415), and makes no form", async () => {
    const before = (await desk.database.db.select({ id: forms.id }).from(forms)).length;
    const elsewhere = await desk.app.inject({
      method: "POST",
      url: concernPaths.start,
      payload: {},
      headers: { origin: "https://evil.example" },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ message: concernMessages.crossSite });
    const plainForm = await desk.app.inject({
      method: "POST",
      url: concernPaths.start,
      payload: "captchaToken=x",
      headers: {
        origin: desk.app.core.apiOrigin,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(plainForm.statusCode).toBe(415);
    expect(plainForm.json()).toEqual({ message: concernMessages.jsonOnly });
    expect((await desk.database.db.select({ id: forms.id }).from(forms)).length).toBe(before);
  });

  it("refuses a page saved from another site, saving nothing", async () => {
    const started = await startConcern(desk.app);
    const token = started.json().form.formToken;
    const res = await desk.app.inject({
      method: "POST",
      url: concernPaths.page(token, "about_you"),
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: { page: JSON.stringify(pagesAbout(PERSON_ID)[0]![1]) },
    });
    expect(res.statusCode).toBe(403);
    const page = await desk.app.inject({ url: concernPaths.page(token, "about_you") });
    expect(page.json().page.state).toBe("enabled");
  });
});

describe("the e-mailed link back to a concern", () => {
  it("sends the link to the form, the same answer whether sent or not, five a mailbox a day", async () => {
    const { token } = await raiseConcern(desk.app, pagesAbout(PERSON_ID).slice(0, 1));
    const spellings = ["kiri@example.org", "Kiri@Example.org", "kiri+1@example.org"];
    for (let i = 0; i < 8; i++) {
      const res = await askForResumeLink(desk.app, token, spellings[i % 3]!);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: concernMessages.linkSent });
    }
    await desk.app.jobs.runDue();
    const links = mailer.sent.filter((m) => m.to.toLowerCase().startsWith("kiri"));
    expect(links).toHaveLength(5);
    expect(links[0]!.links).toEqual([`${desk.app.core.portalUrl}/raise-a-concern/${token}`]);
  });

  it("has no link for a submitted concern or an unknown token", async () => {
    const { token } = await raiseConcern(desk.app, pagesAbout(PERSON_ID));
    for (const formId of [token, "no-such-token"]) {
      const res = await askForResumeLink(desk.app, formId, "kiri@example.org");
      expect(res.statusCode).toBe(404);
    }
    await delivered(RAISER);
  });
});

describe.each(testDatabases.slice(0, 1))("the captcha on a concern ($name)", (testDb) => {
  let service: Awaited<ReturnType<typeof openTestService>>;
  beforeAll(async () => {
    service = await openTestService(testDb, ({ db }) => ({
      captcha: createAltchaVerifier({ db, hmacKey: "concern-test-key-concern-test-key-conc" }),
      env: { CAPTCHA: "altcha" },
    }));
  });
  afterAll(() => closeTestService(service));

  const solved = async () => {
    const challenge = await service.app.inject({ url: apiPaths.captchaChallenge });
    return solveAltcha(challenge.json() as Challenge);
  };

  it("starts a concern and sends its link only with a solved captcha", async () => {
    const refused = { message: validationMessages.captchaMissing };
    for (const token of [undefined, "", "eyJub3QiOiJpdCJ9"]) {
      const res = await startConcern(service.app, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    const started = await startConcern(service.app, await solved());
    expect(started.statusCode).toBe(200);
    const formToken = started.json().form.formToken;
    const unsolved = await askForResumeLink(service.app, formToken, "kiri@example.org");
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json()).toEqual(refused);
    const sent = await askForResumeLink(service.app, formToken, "kiri@example.org", await solved());
    expect(sent.statusCode).toBe(202);
  });
});
