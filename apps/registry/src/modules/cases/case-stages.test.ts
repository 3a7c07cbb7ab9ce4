// The case stages the admins set (decision 059), over the real routes: the list as migrated,
// every rule of a change refused with its text and nothing changed, the change refused to
// anyone but an admin, and an admin's change (a stage added, renamed, moved, retired) recorded
// in the staff audit and followed by the moves, the queue's filter and the figures.
import {
  type CaseStageEntry,
  caseDetailSchema,
  caseFiguresSchema,
  caseListSchema,
  casePaths,
  caseRefusals,
  caseStagePaths,
  caseStageRefusals,
  deskMessages,
  deskPaths,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { raiseConcern } from "../../../test/cases.ts";
import { testDatabases } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";

const stage = (code: string, name: string, extra: Partial<CaseStageEntry> = {}) => ({
  code,
  name,
  recordsReferredTo: false,
  retired: false,
  ...extra,
});

const received = stage("received", "Received");
const triage = stage("triage", "Triage");
const assessment = stage("assessment", "Assessment");
const investigation = stage("investigation", "Investigation");
const referred = stage("referred", "Referred", { recordsReferredTo: true });
const closed = stage("closed", "Closed");
const migrated = [received, triage, assessment, investigation, referred, closed];

const changed = [
  stage("received", "Received"),
  stage("triage", "Triage"),
  stage("awaiting_practitioner", "Awaiting the practitioner"),
  stage("investigation", "Investigation"),
  stage("assessment", "Assessment", { retired: true }),
  stage("referred", "Referred elsewhere", { recordsReferredTo: true }),
  stage("closed", "Closed with an outcome"),
];

describe.each(testDatabases)("the case stages on $name", (testDb) => {
  const desk = useDeskService(testDb);
  type Res = Awaited<ReturnType<DeskClient["call"]>>;
  const refused = (res: Res, status: number, message: string) =>
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message } });
  const stagesNow = async (client: DeskClient) =>
    (await client.call("GET", caseStagePaths.stages)).json();
  const stageChanges = async (admin: DeskClient) => {
    const res = await admin.call("GET", `${deskPaths.audit}?action=case.stages_changed`);
    return res.json().items as Array<{ before: unknown; after: unknown }>;
  };

  it("lists the stages of today, in order, to anyone working cases", async () => {
    for (const role of ["investigator", "admin"] as const) {
      const { client } = await desk.signedIn(role);
      const res = await client.call("GET", caseStagePaths.stages);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 200,
        body: { stages: migrated },
      });
    }
    const { client } = await desk.signedIn("registrar");
    refused(await client.call("GET", caseStagePaths.stages), 403, deskMessages.forbidden);
  });

  it("refuses a change to anyone but an admin (403), and without a session (401)", async () => {
    const body = { stages: changed };
    for (const role of ["investigator", "registrar"] as const) {
      const { client } = await desk.signedIn(role);
      refused(await client.call("PUT", caseStagePaths.stages, body), 403, deskMessages.forbidden);
    }
    refused(
      await desk.client().call("PUT", caseStagePaths.stages, body),
      401,
      deskMessages.signInRequired,
    );
    const { client } = await desk.signedIn("admin");
    expect(await stagesNow(client)).toEqual({ stages: migrated });
  });

  it("refuses each list that breaks a rule, with its reason, and changes nothing", async () => {
    const { client } = await desk.signedIn("admin");
    const broken: Array<[string, CaseStageEntry[], number, string]> = [
      [
        "received not first",
        [triage, received, ...migrated.slice(2)],
        400,
        caseStageRefusals.fixedEnds,
      ],
      [
        "closed not last",
        [...migrated.slice(0, 4), closed, referred],
        400,
        caseStageRefusals.fixedEnds,
      ],
      [
        "received retired",
        [{ ...received, retired: true }, ...migrated.slice(1)],
        400,
        caseStageRefusals.fixedRetired,
      ],
      [
        "closed retired",
        [...migrated.slice(0, 5), { ...closed, retired: true }],
        400,
        caseStageRefusals.fixedRetired,
      ],
      [
        "closed recording a referral",
        [...migrated.slice(0, 5), { ...closed, recordsReferredTo: true }],
        400,
        caseStageRefusals.closedRecordsNothing,
      ],
      [
        "a code twice",
        [received, triage, { ...assessment, code: "triage" }, investigation, referred, closed],
        400,
        caseStageRefusals.codeTwice("triage"),
      ],
      [
        "a name twice",
        [received, triage, assessment, { ...investigation, name: " triage " }, referred, closed],
        400,
        caseStageRefusals.nameTwice("Triage"),
      ],
      [
        "a blank name",
        [received, { ...triage, name: "   " }, ...migrated.slice(2)],
        400,
        caseStageRefusals.nameLength,
      ],
      [
        "a name of 61",
        [received, { ...triage, name: "x".repeat(61) }, ...migrated.slice(2)],
        400,
        caseStageRefusals.nameLength,
      ],
      [
        "a stage removed",
        [received, assessment, investigation, referred, closed],
        409,
        caseStageRefusals.removed("Triage"),
      ],
    ];
    for (const [why, stages, status, message] of broken) {
      const res = await client.call("PUT", caseStagePaths.stages, { stages });
      expect([why, res.statusCode, res.json()]).toEqual([why, status, { message }]);
    }
    const badCode = await client.call("PUT", caseStagePaths.stages, {
      stages: [received, { ...triage, code: "Triage-2" }, ...migrated.slice(2)],
    });
    refused(
      badCode,
      400,
      "Invalid request body: stages.1.code: A stage's code is lower-case letters, digits and _, starting with a letter",
    );
    expect(await stagesNow(client)).toEqual({ stages: migrated });
    expect(await stageChanges(client)).toEqual([]);
  });

  it("takes an admin's list: a stage added, renamed, moved and retired, audited before and after", async () => {
    const investigator = await desk.signedIn("investigator");
    const { client: admin } = await desk.signedIn("admin");
    const { reference: stays } = await raiseConcern(desk);
    const { reference: moves } = await raiseConcern(desk);
    const work = investigator.client;
    for (const r of [stays, moves]) await work.call("POST", casePaths.claim(r));
    await work.call("POST", casePaths.stage(stays), { stage: "assessment", note: "" });

    const res = await admin.call("PUT", caseStagePaths.stages, { stages: changed });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { stages: changed },
    });
    expect(await stagesNow(work)).toEqual({ stages: changed });
    expect(await stageChanges(admin)).toEqual([
      expect.objectContaining({ before: { stages: migrated }, after: { stages: changed } }),
    ]);
    // The same list again changes nothing, so nothing more is recorded.
    expect((await admin.call("PUT", caseStagePaths.stages, { stages: changed })).statusCode).toBe(
      200,
    );
    expect(await stageChanges(admin)).toHaveLength(1);

    const move = (reference: string, body: Record<string, unknown>) =>
      work.call("POST", casePaths.stage(reference), { note: "", ...body });
    refused(await move(moves, { stage: "assessment" }), 422, caseRefusals.stageRetired);
    refused(await move(moves, { stage: "nowhere" }), 422, caseRefusals.stageUnknown);
    refused(await move(moves, { stage: "closed" }), 422, caseRefusals.stageClosed);
    refused(
      await move(moves, { stage: "awaiting_practitioner", referredTo: "HDC" }),
      422,
      caseRefusals.referredToNotKept,
    );
    const awaiting = caseDetailSchema.parse(
      (await move(moves, { stage: "awaiting_practitioner", note: "Asked for her reply." })).json(),
    );
    expect(awaiting.events.at(-1)?.text).toBe(
      "Moved to Awaiting the practitioner: Asked for her reply.",
    );
    // A case in the retired stage stays there, may stay with a note, and may move out.
    const still = caseDetailSchema.parse((await move(stays, { stage: "assessment" })).json());
    expect([still.stage, still.events.at(-1)?.text]).toEqual(["assessment", "Still in Assessment"]);

    const queue = async (query: string) =>
      caseListSchema
        .parse((await work.call("GET", `${casePaths.cases}${query}`)).json())
        .items.map((c) => c.reference);
    expect(await queue("?stage=awaiting_practitioner")).toEqual([moves]);
    expect(await queue("?stage=assessment")).toEqual([stays]);
    refused(
      await work.call("GET", `${casePaths.cases}?stage=nowhere`),
      400,
      caseRefusals.stageUnknown,
    );
    const figures = async () =>
      caseFiguresSchema.parse((await work.call("GET", casePaths.figures)).json());
    const ages = (n: { assessment?: number } = {}) => [
      { stage: "received", count: 0, oldestDays: 0, medianDays: 0 },
      { stage: "triage", count: 0, oldestDays: 0, medianDays: 0 },
      { stage: "awaiting_practitioner", count: 1, oldestDays: 0, medianDays: 0 },
      { stage: "investigation", count: 0, oldestDays: 0, medianDays: 0 },
      ...(n.assessment ? [{ stage: "assessment", count: 1, oldestDays: 0, medianDays: 0 }] : []),
      { stage: "referred", count: 0, oldestDays: 0, medianDays: 0 },
    ];
    expect(await figures()).toMatchObject({
      byStage: { assessment: 1, awaiting_practitioner: 1 },
      ages: ages({ assessment: 1 }),
    });

    const sentOn = caseDetailSchema.parse(
      (await move(stays, { stage: "referred", referredTo: "the HDC", note: "Sent on." })).json(),
    );
    expect(sentOn.events.at(-1)?.text).toBe(
      "Moved to Referred elsewhere (referred to the HDC): Sent on.",
    );
    // The retired stage, empty now, leaves the figures of open stages.
    expect((await figures()).ages).toEqual(
      ages().map((a) => (a.stage === "referred" ? { ...a, count: 1 } : a)),
    );
  });

  it("keeps a name as typed, quotes and markup included: a name is text, never SQL or HTML", async () => {
    const { client } = await desk.signedIn("admin");
    const { stages } = await stagesNow(client);
    const name = `O'Brien'); DROP TABLE case_stages; -- <img onerror=alert(1)>`;
    const odd = [...stages.slice(0, -1), stage("odd", name), stages.at(-1)];
    const res = await client.call("PUT", caseStagePaths.stages, { stages: odd });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { stages: odd },
    });
    expect(await stagesNow(client)).toEqual({ stages: odd });
  });
});
