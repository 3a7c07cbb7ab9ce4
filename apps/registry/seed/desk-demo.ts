// The desk as a newcomer meets it on a fresh `npm start`: two registration applications waiting
// in the queue, made the way applicants make them (the anonymous apply calls of SPEC §7 through
// the running app, so their answers, files and accounts are what a real submission leaves), and
// a desk account whose one-time link the start prints while its password is not set yet. Outside
// production only: a link in a log hands over the account, and a regulator's register has no
// demo applicants. Idempotent: an applicant whose account exists has applied already.
import { apiPaths, type StaffRoleName } from "@portal/contract";
import type { App } from "../src/app.ts";
import type { Db } from "../src/db/client.ts";
import { createAuditTrail } from "../src/modules/audit/index.ts";
import { renderPdf } from "../src/modules/render/index.ts";
import { addStaff } from "../src/modules/staff/admin/add-command.ts";
import { issuePasswordLink, passwordLinkUrl } from "../src/modules/staff/sign-in/password-links.ts";
import { findStaffByEmail } from "../src/modules/staff/store.ts";
import { findUserByEmail } from "../src/modules/users/store.ts";
import { DEMO_PASSWORD } from "./demo-data.ts";

/** The demo's desk account: an admin, so the newcomer sees the registrar's and the admin's desk. */
export const DEMO_DESK_EMAIL = "registrar@example.org";

const applicants = [
  {
    title: "Ms",
    gender: "female",
    first_name: "Hana",
    surname: "Wiremu-Tane",
    email: "hana.applicant@example.org",
    qualification: "Bachelor of Oral Health",
    institution: "University of Otago",
    date_awarded: "2016-12-09",
    practice_type: "oral_health_therapist",
    scope_of_practice: "oral_health",
  },
  {
    title: "Mr",
    gender: "male",
    first_name: "Tomasi",
    surname: "Fifita",
    email: "tomasi.applicant@example.org",
    qualification: "Bachelor of Dental Surgery",
    institution: "University of Otago",
    date_awarded: "2019-12-06",
    practice_type: "dentist",
    scope_of_practice: "general_dental",
  },
] as const;

type DemoApplicant = (typeof applicants)[number];

/** A registration's address page, as an applicant in Auckland answers it. */
export const registrationAddress = {
  address_search: "",
  address_line1: "12 Kōwhai Street",
  address_line2: "",
  suburb: "Ponsonby",
  city: "Auckland",
  postcode: "1011",
  country: "NZ",
  postal_same: true,
  postal_address: "",
};

/** A registration's fitness page with nothing to declare. */
export const registrationFitness = {
  no_convictions: 1,
  no_convictions_explanation: "",
  no_proceedings: 1,
  no_proceedings_explanation: "",
  fit_to_practise: 1,
  fit_to_practise_explanation: "",
  fitness_documents: [],
};

function applicationPages(a: DemoApplicant, certificate: Buffer): [string, object][] {
  return [
    [
      "personal",
      {
        application_form_code: "DH-APPLY",
        title: a.title,
        first_name: a.first_name,
        middle_names: "",
        surname: a.surname,
        date_of_birth: "14/07/1994",
        gender: a.gender,
        email: a.email,
        phone: "021 555 0199",
        password: DEMO_PASSWORD,
        password_confirm: DEMO_PASSWORD,
      },
    ],
    ["address", registrationAddress],
    [
      "qualifications",
      {
        "qualifications[0].qualification": a.qualification,
        "qualifications[0].institution": a.institution,
        "qualifications[0].country": "NZ",
        "qualifications[0].date_awarded": a.date_awarded,
        "qualifications[0].certificate": [
          {
            fileName: "certified-copy.pdf",
            fileSize: certificate.length,
            mimeType: "application/pdf",
            base64: certificate.toString("base64"),
          },
        ],
      },
    ],
    [
      "scope",
      {
        practice_type: a.practice_type,
        scope_of_practice: a.scope_of_practice,
        intended_start: "",
        practised_overseas: 17,
      },
    ],
    ["fitness", registrationFitness],
    ["declaration", { english_language: true, declaration_agreed: true }],
  ];
}

/** One application from start to submit through the app; throws with the service's message. */
async function apply(app: App, applicant: DemoApplicant): Promise<void> {
  const started = await app.inject({ url: apiPaths.apply() });
  const token: string | undefined = started.json()?.form?.formToken;
  if (!token) throw new Error(`demo application: no application started (${started.statusCode})`);
  const certificate = await renderPdf({
    content: [
      { text: `${applicant.qualification}`, fontSize: 18 },
      { text: `${applicant.institution} – certified copy (demo document)` },
    ],
  });
  for (const [page, values] of applicationPages(applicant, certificate)) {
    const saved = await app.inject({
      method: "POST",
      url: apiPaths.apply(token, page),
      payload: { page: JSON.stringify(values) },
    });
    const answer = saved.json();
    if (saved.statusCode !== 200 || answer.page?.state !== "done") {
      throw new Error(`demo application, page ${page}: ${answer.message ?? saved.statusCode}`);
    }
  }
}

export interface DeskDemoReport {
  applicationsAdded: number;
  /** Why the demo applications were not made (a registration form other than the shipped one). */
  applicationsRefused?: string;
  /** The one-time link that sets the demo desk account's password, while none is set. */
  deskLink?: string;
}

export async function seedDeskDemo(
  app: App,
  db: Db,
  options: { publicUrl: string; now: Date },
): Promise<DeskDemoReport> {
  let applicationsAdded = 0;
  let applicationsRefused: string | undefined;
  for (const applicant of applicants) {
    if (await findUserByEmail(db, applicant.email)) continue;
    // The demo's answers fit the shipped registration form; an operator's own form may ask
    // other questions, which must not stop the start: the queue then starts empty.
    try {
      await apply(app, applicant);
      applicationsAdded += 1;
    } catch (error) {
      applicationsRefused = error instanceof Error ? error.message : String(error);
      break;
    }
  }
  const report = { applicationsAdded, ...(applicationsRefused ? { applicationsRefused } : {}) };
  const deskLink = await demoStaffLink(app, db, { email: DEMO_DESK_EMAIL, role: "admin" }, options);
  return { ...report, ...(deskLink ? { deskLink } : {}) };
}

/**
 * A demo staff account's one-time link to set its password, while none is set: made with the
 * account the first time, a new link at each later start until the password is set.
 */
export async function demoStaffLink(
  app: App,
  db: Db,
  staff: { email: string; role: StaffRoleName },
  options: { publicUrl: string; now: Date },
): Promise<string | undefined> {
  const existing = await findStaffByEmail(db, staff.email);
  if (existing?.passwordHash) return undefined;
  const clock = () => options.now;
  const issued = existing
    ? await issuePasswordLink(db, existing.id, options.now)
    : await addStaff(
        db,
        { ...staff, reset: false },
        { clock, audit: createAuditTrail({ db, clock, log: app.log }) },
      );
  return "token" in issued ? passwordLinkUrl(options.publicUrl, issued.token) : undefined;
}
