// Writes the whole register as a register file (docs/decisions/050), the columns the import
// reads, so that an export imported into an empty register answers the public as this one
// does. It streams: a page of people is read, written and let go before the next is read.
import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { addDays } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { spreadsheetCsvStream } from "../../../http/csv.ts";
import type { HeldCondition } from "../conditions-in-force.ts";
import { type HeldCertificate, periodOf, shownCertificateOf } from "../practising-standing.ts";
import type { NewPractice, NewPractitioner } from "../store.ts";
import {
  DOES_NOT_VOLUNTEER,
  joinList,
  type RegisterRow,
  registerColumns,
  VOLUNTEERS,
} from "./register-columns.ts";
import { findRegisterPage } from "./register-page-store.ts";

/** A person as a row of the file takes them: from the register, or from the demo's generator. */
export interface FilePerson {
  person: Pick<
    NewPractitioner,
    | "personId"
    | "firstNames"
    | "surname"
    | "suburb"
    | "city"
    | "contact"
    | "address"
    | "territorialAuthority"
    | "dhb"
    | "volunteer"
  > & { email: string };
  practices: readonly NewPractice[];
  certificates: readonly HeldCertificate[];
  conditions: readonly HeldCondition[];
}

const PAGE = 1_000;

/**
 * The certificate the register shows today, unless a registrar ended it before its period did:
 * the file has no word for that, and imported it would be in force again.
 */
function certificateCells(held: readonly HeldCertificate[], today: string) {
  const shown = shownCertificateOf(held, today)?.certificate;
  if (!shown || (shown.status === "expired" && today <= shown.endsOn)) return ["", ""];
  return [shown.year, periodOf(shown)];
}

/**
 * A condition's parts; a lifted one ends the day before it was lifted (the last day it
 * applied), and one lifted before it began, which never applied, is left out.
 */
function conditionParts(c: HeldCondition): string[] | undefined {
  let endsOn = c.endsOn;
  if (c.liftedOn !== null) {
    if (c.liftedOn <= c.startsOn) return undefined;
    const lastDay = addDays(c.liftedOn, -1);
    if (endsOn === null || lastDay < endsOn) endsOn = lastDay;
  }
  return [c.type, c.wording, c.startsOn, endsOn ?? "", c.reviewOn ?? ""];
}

/** A person's row by column: what the import reads back as the same person. */
export function registerRowOf(entry: FilePerson, today: string): RegisterRow {
  const { person } = entry;
  const [year = "", period = ""] = certificateCells(entry.certificates, today);
  return {
    registration_number: person.personId,
    first_names: person.firstNames,
    surname: person.surname,
    email: person.email,
    scopes: joinList(
      entry.practices.map((p) => [
        p.practice,
        p.registrationDate,
        p.status,
        p.qualifications,
        p.hpiNumber,
      ]),
    ),
    certificate_year: year,
    certificate_period: period,
    conditions: joinList(
      entry.conditions.map(conditionParts).filter((parts) => parts !== undefined),
    ),
    suburb: person.suburb,
    city: person.city,
    contact: person.contact,
    address: person.address,
    territorial_authority: person.territorialAuthority,
    dhb: person.dhb,
    peer_volunteer: person.volunteer ? VOLUNTEERS : DOES_NOT_VOLUNTEER,
  };
}

/** The cells of a person's row, in the columns' order. */
export const registerFileRow = (entry: FilePerson, today: string): string[] => {
  const row = registerRowOf(entry, today);
  return registerColumns.map((column) => row[column]);
};

/** Writes every person to `out` (left open); answers how many. */
export async function exportRegister(
  db: Executor,
  out: Writable,
  { today }: { today: string },
): Promise<number> {
  const csv = spreadsheetCsvStream(registerColumns);
  csv.pipe(out, { end: false });
  let written = 0;
  let afterId = 0;
  for (;;) {
    const page = await findRegisterPage(db, afterId, PAGE);
    if (page.length === 0) break;
    for (const entry of page) {
      // Waits while the reader is behind, so a slow disk or pipe never fills memory.
      if (!csv.write(registerFileRow(entry, today))) await once(csv, "drain");
    }
    written += page.length;
    afterId = page.at(-1)!.person.id;
  }
  csv.end();
  await finished(csv);
  return written;
}
