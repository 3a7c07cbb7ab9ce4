// Test factories of the desk's cases: a concern raised as the public raises it – its CONCERN form
// started and answered page by page through the forms module's anonymous form, whose completing
// save opens its case (modules/concerns) – and a practitioner on the register with an e-mail to
// write to.
import { CONCERN_FORM_TYPE, type ConcernSource } from "@portal/contract";
import { eq } from "drizzle-orm";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { concernCases } from "../src/db/schema.ts";
import { insertPractitioners, type NewPractitioner } from "../src/modules/register/index.ts";
import { pdfBytes, storedForm, upload } from "./form-pages.ts";
import { registeredPerson } from "./rounds.ts";

export interface ConcernInput {
  role: ConcernSource;
  raiserName: string;
  raiserEmail: string;
  raiserPhone: string;
  /** Asked of an employer or an agency. */
  organisation?: string;
  /** The practitioner's Person ID, found on the register; none: the raiser names them. */
  personId?: string;
  practitionerName: string;
  whatHappened: string;
  whenHappened: string;
  whereHappened: string;
  /** share_identity: "1" yes, "17" no. */
  shareIdentity: "1" | "17";
  /** A document uploaded with the concern. */
  document?: { name: string; bytes: Buffer };
}

export const concernInput = (overrides: Partial<ConcernInput> = {}): ConcernInput => ({
  role: "patient",
  raiserName: "Aroha Ngata",
  raiserEmail: "aroha.ngata@example.org",
  raiserPhone: "021 555 0142",
  practitionerName: "Rawiri Paewai",
  whatHappened: "A filling was done without local anaesthetic although I asked for it.",
  whenHappened: "12/02/2026",
  whereHappened: "Lakeside Dental, Rotorua",
  shareIdentity: "17",
  ...overrides,
});

/** The pages of a concern as the raiser answers them. */
export function concernPages(c: ConcernInput): Array<[string, Record<string, unknown>]> {
  const withOrganisation = c.role === "employer" || c.role === "agency";
  return [
    [
      "about_you",
      {
        raiser_role: c.role,
        ...(withOrganisation ? { raiser_organisation: c.organisation ?? "" } : {}),
        raiser_name: c.raiserName,
        raiser_email: c.raiserEmail,
        raiser_phone: c.raiserPhone,
      },
    ],
    [
      "practitioner",
      c.personId
        ? {
            practitioner_known: "found",
            practitioner_registration_number: c.personId,
            practitioner_name: c.practitionerName,
          }
        : { practitioner_known: "named", practitioner_name: c.practitionerName },
    ],
    [
      "what_happened",
      {
        what_happened: c.whatHappened,
        when_happened: c.whenHappened,
        where_happened: c.whereHappened,
        documents: c.document ? [upload(c.document.name, "application/pdf", c.document.bytes)] : [],
      },
    ],
    ["consent", { share_identity: c.shareIdentity, declaration: true }],
  ];
}

/** A document as a raiser attaches one. */
export const concernDocument = (name = "treatment-notes.pdf") => ({ name, bytes: pdfBytes(200) });

/** A concern raised, which opens its case: answers its reference and its form's id. */
export async function raiseConcern(
  service: { app: App; database: { db: Db }; clock: () => Date },
  input: Partial<ConcernInput> = {},
) {
  const { app } = service;
  const { db } = service.database;
  const concern = concernInput(input);
  const form = app.forms.anonymous(CONCERN_FORM_TYPE, "Thank you.");
  const started = await form.start("198.51.100.7");
  const token = started.form!.formToken;
  for (const [code, values] of concernPages(concern)) {
    const answer = await form.save(token, code, JSON.stringify(values), "198.51.100.7");
    if (answer.page?.state === "error") {
      throw new Error(`concern page ${code} refused: ${JSON.stringify(answer.page)}`);
    }
  }
  const { id: formId } = await storedForm(db, token);
  const [opened] = await db
    .select({ reference: concernCases.reference })
    .from(concernCases)
    .where(eq(concernCases.formId, formId));
  const reference = opened!.reference;
  return { reference, formId, token, concern };
}

/** A practitioner on the register, with the register's e-mail to write to ("" for none). */
export async function practitionerOnRegister(
  db: Db,
  personId: string,
  overrides: Partial<NewPractitioner> = {},
) {
  await db.transaction((tx) =>
    insertPractitioners(tx, [
      {
        ...registeredPerson(personId, "Paewai", "Rawiri"),
        email: `rawiri.${personId}@example.org`,
        ...overrides,
      },
    ]),
  );
}
