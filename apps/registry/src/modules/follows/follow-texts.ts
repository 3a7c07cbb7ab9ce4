// What a follower is told by e-mail: the confirmation link, and what changed on a record in
// the public register's own terms (the fields its page shows, public-practitioner.ts).
import { FOLLOW_CONFIRM_HOURS, longDay, type PublicPractitioner } from "@portal/contract";
import { registrarSignOff } from "../mail/index.ts";

type Certificate = PublicPractitioner["practisingCertificate"];

const certificateText = (c: Certificate) =>
  c ? [c.status || "no status", c.period].filter((t) => t !== "").join(", ") : "none";

/** One sentence per public difference between the record before and after; none if equal. */
export function publicChangesOf(before: PublicPractitioner, after: PublicPractitioner): string[] {
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`Name changed from ${before.name} to ${after.name}.`);
  const was = new Map(before.scopes.map((s) => [s.scope, s]));
  for (const scope of after.scopes) {
    const old = was.get(scope.scope);
    if (!old) lines.push(`Added scope of practice: ${scope.scope} (${scope.status}).`);
    else if (old.status !== scope.status) {
      lines.push(`${scope.scope}: status changed from ${old.status} to ${scope.status}.`);
    }
  }
  const now = new Set(after.scopes.map((s) => s.scope));
  for (const scope of before.scopes) {
    if (!now.has(scope.scope)) lines.push(`Removed scope of practice: ${scope.scope}.`);
  }
  const from = certificateText(before.practisingCertificate);
  const to = certificateText(after.practisingCertificate);
  if (from !== to) lines.push(`Practising certificate changed from ${from} to ${to}.`);
  return [...lines, ...conditionChangesOf(before.conditions, after.conditions)];
}

type Condition = PublicPractitioner["conditions"][number];

/** A condition as its terms read: kind, wording and dates. */
const conditionText = (c: Condition) =>
  [
    `${c.type}: ${c.wording}`,
    `from ${longDay(c.startsOn)}`,
    c.endsOn && `until ${longDay(c.endsOn)}`,
    c.reviewOn && `to be reviewed on ${longDay(c.reviewOn)}`,
  ]
    .filter(Boolean)
    .join(", ");

/** The conditions in force that began or ended applying, as the public register shows them. */
function conditionChangesOf(before: Condition[], after: Condition[]): string[] {
  const was = new Set(before.map(conditionText));
  const is = new Set(after.map(conditionText));
  return [
    ...[...is].filter((c) => !was.has(c)).map((c) => `Condition on practice now applies – ${c}.`),
    ...[...was]
      .filter((c) => !is.has(c))
      .map((c) => `Condition on practice no longer applies – ${c}.`),
  ];
}

export const followTexts = {
  confirm(practitioner: { name: string; registrationNumber: string }, link: string) {
    return {
      subject: `Confirm: follow ${practitioner.name} on the public register`,
      lines: [
        "Someone asked for this address to be told by e-mail when the public register record",
        `of ${practitioner.name} (registration number ${practitioner.registrationNumber}) changes.`,
        "To confirm, open this link:",
        "",
        link,
        "",
        `The link works for ${FOLLOW_CONFIRM_HOURS} hours. If you did not ask for this, ignore`,
        "this e-mail: nothing more will be sent.",
        ...registrarSignOff,
      ],
    };
  },

  changed(after: PublicPractitioner, changes: string[], record: string, unsubscribe: string) {
    return {
      subject: `The public register record of ${after.name} has changed`,
      lines: [
        `The public register record of ${after.name} (registration number`,
        `${after.registrationNumber}) has changed:`,
        "",
        ...changes,
        "",
        `See the record: ${record}`,
        "",
        "You receive this because you asked to follow this record. To stop, open:",
        unsubscribe,
        ...registrarSignOff,
      ],
    };
  },
};
