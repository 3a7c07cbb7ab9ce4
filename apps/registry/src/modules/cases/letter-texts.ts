// The letters of a case, one per template and recipient: to the raiser, and to the practitioner
// the concern is about. A letter to the practitioner is made from `PractitionerFacts` alone,
// which holds the raiser only when they agreed to be named (share_identity yes): otherwise no
// template can put their name, e-mail, phone or organisation in it, because it is never given
// them. The investigator's paragraph is theirs to write, and the desk says where it goes.
import {
  type CaseLetterBody,
  type CaseOutcome,
  CONCERN_FIRST_RESPONSE_WORKING_DAYS,
  caseOutcomeNames,
  concernSourceNames,
  longDay,
} from "@portal/contract";
import { registrarSignOff } from "../mail/index.ts";
import type { Raiser } from "./concern-answers.ts";

type Template = CaseLetterBody["template"];

export interface LetterText {
  subject: string;
  /** The letter after its greeting; a blank line starts a paragraph. */
  lines: string[];
}

export interface RaiserFacts {
  reference: string;
  /** Whom the concern is about: the register's name, else the name the raiser gave. */
  practitioner: string;
  outcome: CaseOutcome | null;
  body: string;
}

export interface PractitionerFacts {
  reference: string;
  /** The day it happened, when the raiser gave one. */
  whenHappened: string | undefined;
  outcome: CaseOutcome | null;
  /** Only when the raiser agreed to be named to the practitioner. */
  namedRaiser: Raiser | undefined;
  /** What an outcome changed on the register (the condition's wording, the suspension's day). */
  registerChange: string | undefined;
  body: string;
}

const paragraph = (text: string) => (text.trim() === "" ? [] : ["", text.trim()]);

const about = (practitioner: string) => (practitioner ? ` about ${practitioner}` : "");

const outcomeLine = (outcome: CaseOutcome | null) =>
  outcome ? [`The outcome: ${caseOutcomeNames[outcome]}.`] : [];

export function raiserLetter(template: Template, f: RaiserFacts): LetterText {
  const yours = `Your concern ${f.reference}`;
  const opening: Record<Template, LetterText> = {
    acknowledgement: {
      subject: `${yours}: we have received it`,
      lines: [
        `Thank you for raising your concern${about(f.practitioner)}. Its reference is ${f.reference}.`,
        `We will tell you within ${CONCERN_FIRST_RESPONSE_WORKING_DAYS} working days what we will do about it.`,
      ],
    },
    update: {
      subject: `${yours}: an update`,
      lines: [`Here is an update on your concern${about(f.practitioner)} (${f.reference}).`],
    },
    outcome: {
      subject: `${yours}: the outcome`,
      lines: [
        `We have finished looking into your concern${about(f.practitioner)} (${f.reference}).`,
        ...outcomeLine(f.outcome),
      ],
    },
    notice: {
      subject: `${yours}: a notice`,
      lines: [`We are writing to you about your concern${about(f.practitioner)} (${f.reference}).`],
    },
  };
  const { subject, lines } = opening[template];
  return { subject, lines: [...lines, ...paragraph(f.body), ...registrarSignOff] };
}

/** Who raised the concern, as the practitioner may be told: only with the raiser's consent. */
function raisedBy(raiser: Raiser | undefined): string {
  if (!raiser) {
    return "The person who raised it asked us not to tell you who they are, and we will not.";
  }
  const role = raiser.role ? `, ${concernSourceNames[raiser.role].toLowerCase()}` : "";
  const organisation = raiser.organisation ? ` (${raiser.organisation})` : "";
  return `It was raised by ${raiser.name}${role}${organisation}, who agreed to be named to you.`;
}

export function practitionerLetter(template: Template, f: PractitionerFacts): LetterText {
  const concern = `the concern about your practice (${f.reference})`;
  const when = f.whenHappened ? [`It is about events on ${longDay(f.whenHappened)}.`] : [];
  const opening: Record<Template, LetterText> = {
    acknowledgement: {
      subject: `A concern about your practice: ${f.reference}`,
      lines: [
        `We have received a concern about your practice. Its reference is ${f.reference}.`,
        ...when,
        raisedBy(f.namedRaiser),
      ],
    },
    notice: {
      subject: `Notice of a concern about your practice: ${f.reference}`,
      lines: [
        `This is formal notice that we are looking into ${concern}.`,
        ...when,
        raisedBy(f.namedRaiser),
      ],
    },
    update: {
      subject: `An update on ${concern}`,
      lines: [`Here is an update on ${concern}.`],
    },
    outcome: {
      subject: `The outcome of ${concern}`,
      lines: [
        `We have finished looking into ${concern}.`,
        ...outcomeLine(f.outcome),
        ...(f.registerChange ? [f.registerChange] : []),
      ],
    },
  };
  const { subject, lines } = opening[template];
  return { subject, lines: [...lines, ...paragraph(f.body), ...registrarSignOff] };
}
