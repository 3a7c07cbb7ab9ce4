// The daily reminders of a case's tasks: each task due that day or overdue and not done is
// e-mailed about once – to the investigator working the case, else to every admin – and the
// reminder is on the case's timeline. Done tasks and tasks not yet due are left alone.
import { caseDetailSchema, casePaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { raiseConcern } from "../../../test/cases.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { useDeskService } from "../../../test/desk.ts";
import { capturingMailer } from "../../../test/review.ts";

const DAY = 86_400_000;

// Connection-specific behaviour is tried by case-work and case-outcome on both databases.
describe.each(pgliteOnly)("reminders of a case's tasks on $name", (testDb) => {
  const mailer = capturingMailer();
  const desk = useDeskService(testDb, undefined, { mailer });

  it("e-mails the claimant, else the admins, once for each task due and not done", async () => {
    const held = await raiseConcern(desk);
    const loose = await raiseConcern(desk);
    const investigator = await desk.signedIn("investigator");
    const admins = [await desk.signedIn("admin"), await desk.signedIn("admin")];
    const { client } = investigator;
    const task = async (reference: string, title: string, dueOn: string) => {
      const res = await client.call("POST", casePaths.tasks(reference), { title, dueOn });
      expect(res.statusCode, res.body).toBe(200);
      return caseDetailSchema.parse(res.json()).tasks.find((t) => t.title === title)!;
    };
    for (const r of [held.reference, loose.reference])
      await client.call("POST", casePaths.claim(r));
    // The tests' clock is 1 March 2026, 1 pm in Auckland.
    await task(held.reference, "Ask for the clinical records", "2026-03-02");
    await task(held.reference, "Read the records", "2026-03-09");
    const done = await task(held.reference, "Phone the raiser", "2026-03-02");
    await client.call("POST", casePaths.taskDone(held.reference, done.id));
    await task(loose.reference, "Write to the practice", "2026-03-01");
    await client.call("POST", casePaths.release(loose.reference));

    const run = async () => {
      await desk.app.jobs.runDue();
      await desk.app.jobs.runDue();
      // The raisers' acknowledgements are not what this is about.
      return mailer.sent.splice(0).filter((m) => !m.subject.startsWith("We have received"));
    };
    const today = await run();
    expect(today.map((m) => [m.to, m.subject])).toEqual(
      admins.map((a) => [a.email, `Case ${loose.reference}: "Write to the practice" is due today`]),
    );
    desk.clock.advance(DAY);
    const tomorrow = await run();
    expect(tomorrow.map((m) => [m.to, m.subject])).toEqual([
      [investigator.email, `Case ${held.reference}: "Ask for the clinical records" is due today`],
    ]);
    expect(tomorrow[0]!.text).toContain(`/desk/cases/${held.reference}`);
    desk.clock.advance(DAY);
    expect(await run()).toEqual([]);

    const { client: admin } = await desk.signedIn("admin");
    const read = caseDetailSchema.parse(
      (await admin.call("GET", casePaths.case(held.reference))).json(),
    );
    expect(read.events.filter((e) => e.text.startsWith("Reminder"))).toEqual([
      expect.objectContaining({
        kind: "task",
        by: null,
        text: `Reminder e-mailed to ${investigator.email}: "Ask for the clinical records" due 2 March 2026`,
      }),
    ]);
  });
});
