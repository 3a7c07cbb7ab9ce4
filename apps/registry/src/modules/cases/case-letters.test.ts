// A case's letters through the outbox: to the raiser at the address they gave, and to the
// practitioner where the regulator writes to them. The raiser's identity is withheld from the
// practitioner unless they agreed to share it: every letter the practitioner can get – each
// template, and the outcome's letter – is searched for the raiser's name, e-mail, phone and
// organisation.
import { caseDetailSchema, caseLetterTemplates, casePaths, caseRefusals } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { practitionerOnRegister, raiseConcern } from "../../../test/cases.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { type DeskClient, useDeskService } from "../../../test/desk.ts";
import { capturingMailer } from "../../../test/review.ts";

const raiser = {
  role: "employer" as const,
  raiserName: "Hemi Walker-Rangi",
  raiserEmail: "hemi.walker@baydental.example.org",
  raiserPhone: "07 555 0199",
  organisation: "Bay Dental Group",
};
const PRACTITIONER_EMAIL = "rawiri.81002@example.org";

// Connection-specific behaviour is tried by case-work and case-outcome on both databases.
describe.each(pgliteOnly)("a case's letters on $name", (testDb) => {
  const mailer = capturingMailer();
  const desk = useDeskService(
    testDb,
    async (s) => {
      await practitionerOnRegister(s.database.db, "81002");
      await practitionerOnRegister(s.database.db, "81003", { email: "" });
    },
    { mailer },
  );
  const delivered = async () => {
    await desk.app.jobs.runDue();
    return mailer.sent.splice(0);
  };
  const ok = async (res: Awaited<ReturnType<DeskClient["call"]>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return caseDetailSchema.parse(res.json());
  };
  /** A claimed case of the raiser about 81002, worked by a new investigator. */
  const claimedCase = async (shareIdentity: "1" | "17") => {
    const raised = await raiseConcern(desk, { ...raiser, personId: "81002", shareIdentity });
    const { client } = await desk.signedIn("investigator");
    await ok(await client.call("POST", casePaths.claim(raised.reference)));
    await delivered();
    return { ...raised, client };
  };

  it("withholds the raiser's identity from every letter the practitioner gets", async () => {
    const { reference, client } = await claimedCase("17");
    for (const template of caseLetterTemplates) {
      const sent = await ok(
        await client.call("POST", casePaths.letters(reference), {
          to: "practitioner",
          template,
          body: "Please send us your clinical notes by 20 March.",
        }),
      );
      expect(sent.events.at(-1)).toMatchObject({ kind: "letter" });
      expect(sent.events.at(-1)?.text).toContain(`sent to the practitioner, ${PRACTITIONER_EMAIL}`);
    }
    await ok(
      await client.call("POST", casePaths.outcome(reference), {
        outcome: "no_further_action",
        reasons: "The records show the treatment was appropriate.",
      }),
    );
    const letters = await delivered();
    expect(letters.map((m) => m.to)).toEqual(Array(5).fill(PRACTITIONER_EMAIL));
    for (const letter of letters) {
      const whole = `${letter.subject}\n${letter.text}\n${letter.html}`;
      expect(whole).toContain(reference);
      for (const secret of [
        raiser.raiserName,
        "Hemi",
        raiser.raiserEmail,
        raiser.raiserPhone,
        raiser.organisation,
        "employer",
      ]) {
        expect(whole.toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
    expect(letters[0]!.text).toContain(
      "The person who raised it asked us not to tell you who they are, and we will not.",
    );
    expect(letters[0]!.text).toContain("It is about events on 12 February 2026.");
    expect(letters[4]!.subject).toBe(
      `The outcome of the concern about your practice (${reference})`,
    );
    expect(letters[4]!.text).toContain("The outcome: No further action.");
  });

  it("names the raiser to the practitioner when they agreed to it", async () => {
    const { reference, client } = await claimedCase("1");
    await ok(
      await client.call("POST", casePaths.letters(reference), {
        to: "practitioner",
        template: "acknowledgement",
        body: "",
      }),
    );
    const [letter, ...more] = await delivered();
    expect(more).toEqual([]);
    expect(letter).toMatchObject({
      to: PRACTITIONER_EMAIL,
      subject: `A concern about your practice: ${reference}`,
    });
    expect(letter!.text).toContain(
      "It was raised by Hemi Walker-Rangi, employer (Bay Dental Group), who agreed to be named to you.",
    );
    expect(letter!.text).not.toContain(raiser.raiserEmail);
    expect(letter!.text).not.toContain(raiser.raiserPhone);
  });

  it("writes to the raiser at the address they gave", async () => {
    const { reference, client } = await claimedCase("17");
    await ok(
      await client.call("POST", casePaths.letters(reference), {
        to: "raiser",
        template: "acknowledgement",
        body: "We have asked the practitioner for their records.",
      }),
    );
    const [letter] = await delivered();
    expect(letter).toMatchObject({
      to: raiser.raiserEmail,
      subject: `Your concern ${reference}: we have received it`,
    });
    expect(letter!.text).toContain("Kia ora Hemi Walker-Rangi,");
    expect(letter!.text).toContain(
      `Thank you for raising your concern about Rawiri Paewai. Its reference is ${reference}.`,
    );
    expect(letter!.text).toContain("We have asked the practitioner for their records.");
  });

  it("refuses a letter to a practitioner with no e-mail on record, or no practitioner", async () => {
    const { client } = await desk.signedIn("investigator");
    const letter = { to: "practitioner", template: "notice", body: "" };
    for (const personId of ["81003", undefined]) {
      const { reference } = await raiseConcern(desk, { personId });
      await ok(await client.call("POST", casePaths.claim(reference)));
      const res = await client.call("POST", casePaths.letters(reference), letter);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 422,
        body: { message: caseRefusals.noPractitionerEmail },
      });
    }
    // Only the raisers' acknowledgements went: no letter.
    const sent = await delivered();
    expect(sent.map((m) => m.subject).filter((s) => !s.startsWith("We have received"))).toEqual([]);
  });
});
