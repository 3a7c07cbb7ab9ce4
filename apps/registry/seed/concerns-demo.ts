// The concerns a newcomer meets at the desk on a fresh `npm start`: two waiting to be triaged –
// a patient's about the demo practitioner, and her own self-report – raised through the CONCERN
// form as the public raises them (its completion opens each case and queues the
// acknowledgement), and an investigator account whose one-time link the start prints. Outside
// production only. Idempotent: once any case exists, none is added.
import { CONCERN_FORM_TYPE, concernMessages } from "@portal/contract";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { countCases } from "../src/modules/cases/index.ts";
import { demoStaffLink } from "./desk-demo.ts";

export const DEMO_INVESTIGATOR_EMAIL = "investigator@example.org";
/** The demo practitioner (Aroha Ngata) on the generated register. */
const ABOUT = { registrationNumber: "10482", name: "Aroha Ngata" };

/** A demo concern about the demo practitioner, found on the register, page by page. */
function concernAbout(c: {
  role: "patient" | "self";
  name: string;
  email: string;
  phone: string;
  what: string;
  when: string;
  /** share_identity: 1 yes, 17 no. */
  share: 1 | 17;
}): Array<[string, Record<string, unknown>]> {
  return [
    [
      "about_you",
      { raiser_role: c.role, raiser_name: c.name, raiser_email: c.email, raiser_phone: c.phone },
    ],
    [
      "practitioner",
      {
        practitioner_known: "found",
        practitioner_registration_number: ABOUT.registrationNumber,
        practitioner_name: ABOUT.name,
      },
    ],
    [
      "what_happened",
      {
        what_happened: c.what,
        when_happened: c.when,
        where_happened: "Rotorua Family Dental, Rotorua",
      },
    ],
    ["consent", { share_identity: c.share, declaration: true }],
  ];
}

const concerns = [
  concernAbout({
    role: "patient",
    name: "Mere Tawhiri",
    email: "mere.patient@example.org",
    phone: "027 555 0188",
    what:
      "During a scale and clean the hygienist did not change gloves after answering the " +
      "phone, and my gums bled for two days afterwards.",
    when: "03/11/2026",
    share: 17,
  }),
  concernAbout({
    role: "self",
    name: ABOUT.name,
    email: "practitioner@example.org",
    phone: "021 555 0142",
    what:
      "I have been diagnosed with a tremor in my right hand and have stopped scaling until " +
      "my specialist reviews it.",
    when: "14/11/2026",
    share: 1,
  }),
];

export async function seedConcernsDemo(
  app: App,
  db: Db,
  options: { publicUrl: string; now: Date },
): Promise<{ concernsAdded: number; investigatorLink?: string }> {
  let concernsAdded = 0;
  if ((await countCases(db, {})) === 0) {
    const form = app.forms.anonymous(CONCERN_FORM_TYPE, concernMessages.submittedAlready);
    for (const pages of concerns) {
      const token = (await form.start("127.0.0.1")).form?.formToken ?? "";
      for (const [page, values] of pages) {
        const saved = await form.save(token, page, JSON.stringify(values), "127.0.0.1");
        if (saved.page?.state !== "done") {
          throw new Error(`demo concern, page ${page}: ${saved.message ?? "not saved"}`);
        }
      }
      concernsAdded += 1;
    }
  }
  const staff = { email: DEMO_INVESTIGATOR_EMAIL, role: "investigator" } as const;
  const investigatorLink = await demoStaffLink(app, db, staff, options);
  return { concernsAdded, ...(investigatorLink ? { investigatorLink } : {}) };
}
