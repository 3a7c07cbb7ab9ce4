// What a signed-in practitioner reads of the concerns about them, over the real route while the
// desk works the cases: every answer they get along the way is walked for what must never reach
// them – a raiser who did not agree to be named, any raiser's e-mail, phone or organisation,
// the desk's unreleased notes, the concern's answers, another practitioner's cases – and the
// name of a raiser who agreed is there.
import {
  type ConcernsAboutMe,
  casePaths,
  concernsAboutMePath,
  concernsAboutMeSchema,
  SESSION_HEADER,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { type ConcernInput, practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";
import { createUser } from "../../../test/factories.ts";
import { signIn } from "../../../test/form-pages.ts";
import { capturingMailer } from "../../../test/review.ts";
import { findPractitionerId, linkPractitioner } from "../register/index.ts";

const HOUR = 3_600_000;

/** A raiser whose every detail is unique, so an answer holding any of them is caught. */
const raiser = (tag: string, shareIdentity: "1" | "17"): Partial<ConcernInput> => ({
  role: "employer",
  raiserName: `Raiser ${tag} Name`,
  raiserEmail: `raiser-${tag}@example.org`,
  raiserPhone: `021 555 ${tag}`,
  organisation: `Practice ${tag} Ltd`,
  whatHappened: `What happened ${tag}: records were altered.`,
  whereHappened: `Clinic ${tag}, Rotorua`,
  shareIdentity,
});

// Connection-specific behaviour is tried by case-work and case-outcome on both databases.
describe.each(pgliteOnly)("the concerns about a practitioner on $name", (testDb) => {
  const desk = useDeskService(
    testDb,
    async ({ database: { db } }) => {
      for (const id of ["81101", "81102"]) await practitionerOnRegister(db, id);
    },
    { mailer: capturingMailer() },
  );

  /** A practitioner's account linked to their register record, signed in. */
  const practitionerSession = async (personId: string) => {
    const { db } = desk.database;
    const user = await createUser(db);
    await linkPractitioner(db, user.id, (await findPractitionerId(db, personId))!);
    return signIn(desk.app, user);
  };
  const read = (session: string | undefined) =>
    desk.app.inject({
      url: concernsAboutMePath,
      headers: session === undefined ? {} : { [SESSION_HEADER]: session },
    });
  const ok = async (client: DeskClient, ...call: Parameters<DeskClient["call"]>) => {
    const res = await client.call(...call);
    expect(res.statusCode, res.body).toBe(200);
  };

  it("answers 401 without a session, and no cases to an account not on the register", async () => {
    const res = await read(undefined);
    expect(res.statusCode).toBe(401);
    // SPEC §8: the portal reads this paragraph as its session's end.
    expect(res.body).toContain("Login required to access this resource");
    const unlinked = await signIn(desk.app, await createUser(desk.database.db));
    const answer = await read(unlinked);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cases: [] });
  });

  it("shows only what the desk released, naming only a raiser who agreed", async () => {
    const withheld = await raiseConcern(desk, { personId: "81101", ...raiser("0101", "17") });
    desk.clock.advance(HOUR);
    const named = await raiseConcern(desk, { personId: "81101", ...raiser("0102", "1") });
    desk.clock.advance(HOUR);
    const joining = await raiseConcern(desk, { personId: "81101", ...raiser("0103", "17") });
    const another = await raiseConcern(desk, { personId: "81102", ...raiser("0104", "1") });
    const concerns = [withheld, named, joining, another];
    // Signed in once the concerns are in: the clock moved past a session's idle limit meanwhile.
    const mine = await practitionerSession("81101");
    const theirs = await practitionerSession("81102");
    const unreleased = "UNRELEASED: the raiser sounded upset on the phone.";

    /** Every answer the practitioners got, checked as it comes. */
    const answers: Array<{ who: "mine" | "theirs"; body: string }> = [];
    const readBoth = async () => {
      for (const [who, session] of [
        ["mine", mine],
        ["theirs", theirs],
      ] as const) {
        const res = await read(session);
        expect(res.statusCode, res.body).toBe(200);
        concernsAboutMeSchema.parse(res.json());
        answers.push({ who, body: res.body });
      }
    };
    const mineNow = async (): Promise<ConcernsAboutMe> => {
      await readBoth();
      return JSON.parse(answers.at(-2)!.body);
    };

    // Nothing is shown before the desk tells the practitioner something.
    expect((await mineNow()).cases).toEqual([]);
    const investigator = await desk.signedIn("investigator");
    const { client } = investigator;
    const note = (reference: string, text: string, releasedToPractitioner: boolean) =>
      ok(client, "POST", casePaths.notes(reference), { text, releasedToPractitioner });
    for (const { reference } of concerns) await ok(client, "POST", casePaths.claim(reference));
    await note(withheld.reference, unreleased, false);
    await note(withheld.reference, "We have asked the practice for its records.", true);
    await ok(client, "POST", casePaths.triage(withheld.reference), {
      category: "records",
      risk: "high",
    });
    await note(another.reference, "An update for the other practitioner only.", true);
    await readBoth();
    await note(joining.reference, "Your response is due in 20 working days.", true);
    await ok(client, "POST", casePaths.triage(joining.reference), {
      category: "records",
      risk: "medium",
      linkTo: named.reference,
    });
    await ok(client, "POST", casePaths.stage(named.reference), {
      stage: "investigation",
      note: "Investigating.",
    });
    await readBoth();
    await ok(client, "POST", casePaths.outcome(named.reference), {
      outcome: "no_further_action",
      reasons: "UNRELEASED reasons: the records were in order.",
    });
    await note(named.reference, "The case is closed with no further action.", true);
    const final = await mineNow();

    // The joined concern is shown through the case it joined, its released update with it.
    expect(final).toEqual({
      cases: [
        {
          reference: named.reference,
          receivedOn: "2026-03-01",
          stage: "Closed",
          outcome: "No further action",
          raisedBy: "Raiser 0102 Name",
          updates: [
            { at: expect.any(String), text: "Your response is due in 20 working days." },
            // The outcome's letter to them (its text names only them and the case).
            {
              at: expect.any(String),
              text: expect.stringMatching(
                /^Letter "Outcome" sent to the practitioner, .*: The outcome of the concern about your practice/,
              ),
            },
            { at: expect.any(String), text: "The case is closed with no further action." },
          ],
        },
        {
          reference: withheld.reference,
          receivedOn: "2026-03-01",
          stage: "Received",
          updates: [
            { at: expect.any(String), text: "We have asked the practice for its records." },
          ],
        },
      ],
    });
    const theirsNow = JSON.parse(answers.at(-1)!.body) as ConcernsAboutMe;
    expect(theirsNow.cases.map((c) => [c.reference, c.raisedBy, c.updates.length])).toEqual([
      [another.reference, "Raiser 0104 Name", 1],
    ]);

    const never = (who: "mine" | "theirs") => [
      unreleased,
      "UNRELEASED",
      investigator.email,
      "Triaged",
      "records were altered",
      ...concerns.flatMap(({ concern }) => [
        concern.raiserEmail,
        concern.raiserPhone,
        concern.organisation!,
        concern.whereHappened,
      ]),
      withheld.concern.raiserName,
      joining.concern.raiserName,
      ...(who === "mine"
        ? [another.reference, another.concern.raiserName, "other practitioner"]
        : [withheld.reference, named.reference, joining.reference, named.concern.raiserName]),
    ];
    expect(answers).toHaveLength(8);
    for (const { who, body } of answers) {
      for (const text of never(who)) expect(body, `${who}: ${text}`).not.toContain(text);
    }
  });
});
