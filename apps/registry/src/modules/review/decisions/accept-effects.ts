// What accepting a submission changes beyond its review, by the kind of form
// (reviewed-forms.ts): a registration puts the applicant on the register with a practitioner's
// tiles; an APC issues the practising certificate of its year on their register record.
import { practiceTypeNames } from "@portal/contract";
import type { PageValues } from "@portal/forms";
import type { Tx } from "../../../db/client.ts";
import { issueFor } from "../../certificates/index.ts";
import type { SavedValues } from "../../forms/index.ts";
import { optionLists } from "../../options/index.ts";
import {
  appendEvents,
  changingRecord,
  findPractitionerId,
  insertPractitioners,
  linkPractitioner,
  type NewPractitioner,
  type NotifyFollowers,
  nextPersonId,
} from "../../register/index.ts";
import { assignPractitionerTiles } from "../../tiles/index.ts";
import { decisionTexts } from "../review-texts.ts";
import type { ReviewKind } from "../reviewed-forms.ts";

export interface AcceptContext {
  kind: ReviewKind;
  answers: SavedValues;
  userId: number;
  /** The applicant's register record, if they have one. */
  practitionerId: number | null;
  /** The decision's calendar date, YYYY-MM-DD. */
  today: string;
  /** The accepted form, and when it was accepted (an APC's certificate records both). */
  formId: number;
  at: Date;
  /** The registrar who accepted: the register's history records the change as theirs. */
  staffId: number;
  /** Told when the accept changes a public record (a practising certificate issued). */
  notifyFollowers: NotifyFollowers;
}

/** What changed in the register, for the applicant's message and the audit. */
export interface AcceptOutcome {
  personId?: string;
  apcPeriod?: string;
  /** Why the register was not changed, when it was meant to be. */
  registerUnchanged?: string;
  /** A sentence for the applicant. */
  told?: string;
}

const text = (values: PageValues | undefined, name: string) => {
  const value = values?.[name];
  return typeof value === "string" ? value.trim() : "";
};

// The register names scopes of practice in its own words (@portal/contract practiceTypeNames);
// most are the option's name in title case, these not.
const registerNameOfScope: Readonly<Record<string, string>> = {
  oral_health: "Oral Health Therapy Practice",
  orthodontics: "Orthodontic Specialist",
};

/** The register's practice for a scope of practice id of the forms' option list. */
export function registerPractice(scopeId: string): string {
  if (Object.hasOwn(registerNameOfScope, scopeId)) return registerNameOfScope[scopeId]!;
  const scopes = optionLists.get("scopes-of-practice");
  for (const type of optionLists.get("practice-types")?.options({}) ?? []) {
    const scope = scopes
      ?.options({ practice_type: String(type.id) })
      .find((o) => String(o.id) === scopeId);
    if (!scope) continue;
    const name = scope.name.toLowerCase();
    return practiceTypeNames.find((p) => p.toLowerCase() === name) ?? scope.name;
  }
  return scopeId;
}

/** "2026/2027" → "01/04/2026 - 31/03/2027" (the register's practising year). */
export function apcPeriodOf(year: string): string | undefined {
  const match = /^(\d{4})\/(\d{4})$/.exec(year.trim());
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return undefined;
  return `01/04/${match[1]} - 31/03/${match[2]}`;
}

export async function applyAccept(tx: Tx, c: AcceptContext): Promise<AcceptOutcome> {
  if (c.kind === "registration") return register(tx, c);
  if (c.kind === "practising_certificate") return certify(tx, c);
  return {};
}

/** The applicant as the register holds them, from forms/registration.yaml's answers. */
function practitionerOf(answers: SavedValues, personId: string, today: string): NewPractitioner {
  const personal = answers.personal;
  const address = answers.address;
  const scope = answers.scope;
  const qualifications = Array.isArray(answers.qualifications?.qualifications)
    ? (answers.qualifications.qualifications as Array<Record<string, unknown>>)
    : [];
  return {
    personId,
    firstNames: [text(personal, "first_name"), text(personal, "middle_names")]
      .filter(Boolean)
      .join(" "),
    surname: text(personal, "surname"),
    contact: "",
    address: [text(address, "address_line1"), text(address, "address_line2")]
      .filter(Boolean)
      .join(", "),
    suburb: text(address, "suburb"),
    city: text(address, "city"),
    territorialAuthority: "",
    dhb: "",
    // Registered: a peer may name them at once (the peer search asks for eligible people).
    eligible: true,
    volunteer: false,
    practices: [
      {
        practice: registerPractice(text(scope, "scope_of_practice")),
        qualifications: qualifications
          .map((q) => (typeof q.qualification === "string" ? q.qualification.trim() : ""))
          .filter(Boolean)
          .join("; "),
        registrationDate: today,
        hpiNumber: "",
        status: "Registered",
      },
    ],
  };
}

async function register(tx: Tx, c: AcceptContext): Promise<AcceptOutcome> {
  if (c.practitionerId !== null) {
    return { registerUnchanged: "The applicant is on the register already." };
  }
  const personId = await nextPersonId(tx);
  await insertPractitioners(tx, [practitionerOf(c.answers, personId, c.today)]);
  const practitionerId = await findPractitionerId(tx, personId);
  if (practitionerId === undefined) throw new Error(`practitioner ${personId} was not written`);
  await linkPractitioner(tx, c.userId, practitionerId);
  await assignPractitionerTiles(tx, c.userId);
  return { personId, told: decisionTexts.registered(personId) };
}

async function certify(tx: Tx, c: AcceptContext): Promise<AcceptOutcome> {
  const details = c.answers.details;
  const apcPeriod = apcPeriodOf(text(details, "apc_year"));
  if (!apcPeriod) return { registerUnchanged: "The application names no practising year." };
  if (c.practitionerId === null) {
    return { apcPeriod, registerUnchanged: "The applicant has no register record." };
  }
  const { practitionerId, today, notifyFollowers } = c;
  const year = text(details, "apc_year");
  const issued = await changingRecord(tx, { practitionerId, today, notifyFollowers }, () =>
    issueFor(tx, { practitionerId, year, formId: c.formId, at: c.at }),
  );
  if (issued) {
    await appendEvents(tx, [
      {
        practitionerId,
        kind: "certificate_issued",
        effectiveOn: today,
        recordedAt: c.at,
        staffId: c.staffId,
        public: false,
        detail: { year: issued.year, period: apcPeriod, formId: c.formId },
      },
    ]);
  }
  return { apcPeriod, told: decisionTexts.certificatePeriod(apcPeriod) };
}
