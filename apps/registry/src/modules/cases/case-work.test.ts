// A case worked at the desk over its real routes (app.inject, staff signed in with both factors):
// the case read as answered with its files, each read and download in the staff audit; claims
// one investigator at a time and an admin's take-over; triage with its refusals and a join; stage
// moves, notes and tasks; a closed case refusing work.
import { caseDetailSchema, casePaths, caseRefusals, deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { concernDocument, practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { testDatabases } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";
import { capturingMailer } from "../../../test/review.ts";
import { fileMessages } from "../files/index.ts";

describe.each(testDatabases)("working a case on $name", (testDb) => {
  const desk = useDeskService(testDb, (s) => practitionerOnRegister(s.database.db, "81001"), {
    mailer: capturingMailer(),
  });

  const detail = async (res: Awaited<ReturnType<DeskClient["call"]>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return caseDetailSchema.parse(res.json());
  };
  const refused = (
    res: Awaited<ReturnType<DeskClient["call"]>>,
    status: number,
    message: string,
  ) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { message } });
  };
  const actions = async (admin: DeskClient) => {
    const res = await admin.call("GET", `${deskPaths.audit}?pageSize=200`);
    return (res.json().items as Array<{ action: string; after: { reference?: string } }>).reverse();
  };

  it("reads the concern as answered with its files; views and downloads are audited", async () => {
    const { reference } = await raiseConcern(desk, {
      personId: "81001",
      document: concernDocument("gum-photo.pdf"),
    });
    const investigator = await desk.signedIn("investigator");
    const admin = await desk.signedIn("admin");
    const read = await detail(await investigator.client.call("GET", casePaths.case(reference)));
    expect(read).toMatchObject({
      reference,
      source: "patient",
      stage: "received",
      practitioner: { personId: "81001", registrationNumber: "81001", name: "Rawiri Paewai" },
      practitionerNamed: "",
      sharesIdentity: false,
      claimedBy: null,
      linkedTo: null,
      joined: [],
      tasks: [],
    });
    expect(read.events.map((e) => [e.kind, e.text])).toEqual([["received", "Concern received"]]);
    const answers = read.pages.flatMap((p) =>
      p.sections.flatMap((s) => s.groups.flatMap((g) => (g.repeating ? [] : g.answers))),
    );
    expect(answers.find((a) => a.fieldName === "raiser_name")?.value).toBe("Aroha Ngata");
    expect(answers.find((a) => a.fieldName === "share_identity")?.value).toBe("No");
    const [file] = read.files;
    expect(file).toMatchObject({ name: "gum-photo.pdf", type: "other" });

    const got = await investigator.client.call("GET", casePaths.file(reference, file!.id));
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-disposition"]).toContain("attachment");
    const other = await raiseConcern(desk, { document: concernDocument("elsewhere.pdf") });
    const otherFile = (
      await detail(await admin.client.call("GET", casePaths.case(other.reference)))
    ).files[0]!;
    refused(
      await investigator.client.call("GET", casePaths.file(reference, otherFile.id)),
      404,
      fileMessages.fileNotFound,
    );
    refused(
      await investigator.client.call("GET", casePaths.case("C-1999-000001")),
      404,
      caseRefusals.notFound,
    );
    refused(await investigator.client.call("GET", casePaths.case("x")), 404, caseRefusals.notFound);
    const mine = (await actions(admin.client)).filter((a) => a.after?.reference === reference);
    expect(mine.map((a) => a.action)).toEqual(["case.viewed", "case.file_downloaded"]);
  });

  it("lets one investigator work a case at a time; an admin takes over and releases", async () => {
    const { reference } = await raiseConcern(desk);
    const first = await desk.signedIn("investigator");
    const second = await desk.signedIn("investigator");
    const admin = await desk.signedIn("admin");
    const note = { text: "Called the practice.", releasedToPractitioner: false };
    refused(
      await first.client.call("POST", casePaths.notes(reference), note),
      409,
      caseRefusals.notClaimed,
    );
    const claimed = await detail(await first.client.call("POST", casePaths.claim(reference)));
    expect(claimed.claimedBy).toBe(first.email);
    refused(
      await second.client.call("POST", casePaths.claim(reference)),
      409,
      caseRefusals.claimedByOther,
    );
    refused(
      await second.client.call("POST", casePaths.release(reference)),
      409,
      caseRefusals.claimedByOther,
    );
    refused(
      await second.client.call("POST", casePaths.notes(reference), note),
      409,
      caseRefusals.claimedByOther,
    );
    const mine = await first.client.call("GET", `${casePaths.cases}?mine=true`);
    expect(mine.json().items.map((c: { reference: string }) => c.reference)).toEqual([reference]);
    const taken = await detail(await admin.client.call("POST", casePaths.claim(reference)));
    expect(taken.claimedBy).toBe(admin.email);
    expect(taken.events.at(-1)?.text).toBe(`Taken over by ${admin.email} from ${first.email}`);
    refused(
      await first.client.call("POST", casePaths.notes(reference), note),
      409,
      caseRefusals.claimedByOther,
    );
    refused(
      await first.client.call("POST", casePaths.claim(reference)),
      409,
      caseRefusals.claimedByOther,
    );
    const released = await detail(await admin.client.call("POST", casePaths.release(reference)));
    expect(released.claimedBy).toBeNull();
    await detail(await second.client.call("POST", casePaths.claim(reference)));
    const trail = (await actions(admin.client)).filter((a) => a.after?.reference === reference);
    expect(trail.map((a) => a.action)).toEqual([
      "case.claimed",
      "case.claim_taken_over",
      "case.released",
      "case.claimed",
    ]);
  });

  it("triages, joins a concern to another case, moves stages with notes, and keeps tasks", async () => {
    const { reference } = await raiseConcern(desk, { personId: "81001" });
    const later = await raiseConcern(desk, { personId: "81001", raiserName: "Mere Tawhiri" });
    const investigator = await desk.signedIn("investigator");
    const admin = await desk.signedIn("admin");
    const { client } = investigator;
    for (const r of [reference, later.reference]) await client.call("POST", casePaths.claim(r));
    const triage = { category: "clinical_care", risk: "high" };
    refused(
      await client.call("POST", casePaths.triage(later.reference), {
        ...triage,
        linkTo: later.reference,
      }),
      422,
      caseRefusals.linkSelf,
    );
    refused(
      await client.call("POST", casePaths.triage(later.reference), {
        ...triage,
        linkTo: "C-1999-000009",
      }),
      422,
      caseRefusals.linkUnknown,
    );
    const joined = await detail(
      await client.call("POST", casePaths.triage(later.reference), {
        ...triage,
        linkTo: reference,
      }),
    );
    expect(joined).toMatchObject({ stage: "closed", linkedTo: reference, outcome: null });
    expect(joined.events.at(-1)?.text).toBe(
      `Triaged: Clinical care, high risk. Joined to case ${reference}, where it is worked.`,
    );
    refused(
      await client.call("POST", casePaths.triage(reference), {
        ...triage,
        linkTo: later.reference,
      }),
      422,
      caseRefusals.linkUnknown,
    );
    const triaged = await detail(
      await client.call("POST", casePaths.triage(reference), {
        category: "conduct",
        risk: "medium",
      }),
    );
    expect(triaged).toMatchObject({
      category: "conduct",
      risk: "medium",
      joined: [later.reference],
    });
    expect(triaged.events.map((e) => e.text).slice(-2)).toEqual([
      `Concern ${later.reference} joined to this case.`,
      "Triaged: Conduct, medium risk",
    ]);

    const moved = await detail(
      await client.call("POST", casePaths.stage(reference), {
        stage: "investigation",
        note: "Records requested.",
      }),
    );
    expect(moved).toMatchObject({ stage: "investigation", daysInStage: 0 });
    expect(moved.events.at(-1)).toMatchObject({
      kind: "stage",
      by: investigator.email,
      text: "Moved to Investigation: Records requested.",
    });
    refused(
      await client.call("POST", casePaths.stage(reference), { stage: "closed", note: "" }),
      422,
      caseRefusals.stageClosed,
    );

    const noted = await detail(
      await client.call("POST", casePaths.notes(reference), {
        text: "The practice sent its records.",
        releasedToPractitioner: true,
      }),
    );
    expect(noted.events.at(-1)).toMatchObject({
      kind: "note",
      text: "The practice sent its records.",
      releasedToPractitioner: true,
    });
    const tasked = await detail(
      await client.call("POST", casePaths.tasks(reference), {
        title: "Read the clinical records",
        dueOn: "2026-03-10",
      }),
    );
    const [task] = tasked.tasks;
    expect(task).toMatchObject({
      title: "Read the clinical records",
      dueOn: "2026-03-10",
      doneAt: null,
    });
    refused(
      await client.call("POST", casePaths.taskDone(reference, 999_999)),
      404,
      caseRefusals.taskNotFound,
    );
    const done = await detail(await client.call("POST", casePaths.taskDone(reference, task!.id)));
    expect(done.tasks[0]!.doneAt).toBe(desk.clock().toISOString());
    expect(done.events.at(-1)?.text).toBe("Task done: Read the clinical records");

    refused(await client.call("POST", casePaths.claim(later.reference)), 409, caseRefusals.closed);
    refused(
      await client.call("POST", casePaths.stage(later.reference), { stage: "triage", note: "" }),
      409,
      caseRefusals.closed,
    );
    const trail = (await actions(admin.client)).filter((a) => a.after?.reference === reference);
    expect(trail.map((a) => a.action)).toEqual([
      "case.claimed",
      "case.triaged",
      "case.stage_moved",
      "case.note_added",
      "case.task_added",
      "case.task_done",
    ]);
    expect(trail[2]).toMatchObject({
      before: { reference, stage: "received" },
      after: { reference, stage: "investigation", note: "Records requested." },
    });
  });
});
