// The check of one row of a register file: every problem of the row, each as
// `line N, column: what is wrong`, or the person it puts on the register. Nothing here reads
// the database: who is on the register already is the writer's question.
import { dhbRegionNames, territorialAuthorityNames } from "@portal/contract";
import { z } from "zod";
import { certificateDates } from "../register-edits.ts";
import type { NewPractitioner } from "../store.ts";
import { checkConditions, checkScopes, oneOf } from "./check-lists.ts";
import {
  DOES_NOT_VOLUNTEER,
  type RegisterColumn,
  type RegisterRow,
  VOLUNTEERS,
} from "./register-columns.ts";

export interface RowContext {
  /** YYYY-MM-DD in the regulator's time zone: whether a certificate is in force today. */
  today: string;
  /** The registration numbers of the rows before, with the line each was on. */
  seen: Map<string, number>;
}

export type RowCheck = { person: NewPractitioner; problems: [] } | { problems: string[] };

const isEmail = (text: string) => text.length <= 254 && z.email().safeParse(text).success;
const YEAR = /^(\d{4})\/(\d{4})$/;

type Problems = Array<[RegisterColumn, string]>;

function checkNames(row: RegisterRow, context: RowContext, problems: Problems) {
  const number = row.registration_number;
  const earlier = context.seen.get(number);
  if (number === "") problems.push(["registration_number", "a registration number is required"]);
  else if (earlier !== undefined) {
    problems.push(["registration_number", `"${number}" is on line ${earlier} already`]);
  }
  if (row.first_names === "") problems.push(["first_names", "a first name is required"]);
  if (row.surname === "") problems.push(["surname", "a surname is required"]);
  if (row.email === "") problems.push(["email", "an e-mail address is required"]);
  else if (!isEmail(row.email)) problems.push(["email", `"${row.email}" is not an e-mail address`]);
}

/** The cell's text is one of the list's `names` (`what` they name), or empty: not known. */
function checkListed(
  row: RegisterRow,
  column: RegisterColumn,
  list: { names: readonly string[]; what: string },
  problems: Problems,
) {
  const cell = row[column];
  if (cell !== "" && !list.names.includes(cell)) {
    problems.push([column, `"${cell}" is not ${list.what} of the register's list`]);
  }
}

/** Where they work, as the peer and volunteer searches show it: every cell may be empty. */
function checkWorkplace(row: RegisterRow, problems: Problems) {
  for (const column of ["contact", "address"] as const) {
    if (row[column].length > 500) problems.push([column, "longer than 500 characters"]);
  }
  const authorities = { names: territorialAuthorityNames, what: "a territorial authority" };
  checkListed(row, "territorial_authority", authorities, problems);
  checkListed(row, "dhb", { names: dhbRegionNames, what: "a DHB region" }, problems);
  const volunteer = row.peer_volunteer.toLowerCase();
  if (volunteer !== "" && volunteer !== VOLUNTEERS && volunteer !== DOES_NOT_VOLUNTEER) {
    const answers = oneOf([VOLUNTEERS, DOES_NOT_VOLUNTEER, "empty"]);
    problems.push(["peer_volunteer", `"${row.peer_volunteer}" is not ${answers}`]);
  }
}

/** The certificate of the row: both of its cells or neither. */
function checkCertificate(row: RegisterRow, problems: Problems) {
  const { certificate_year: year, certificate_period: period } = row;
  if (year === "" && period === "") return undefined;
  if (year === "") {
    problems.push(["certificate_year", "a certificate period needs its year (YYYY/YYYY)"]);
    return undefined;
  }
  if (period === "") {
    problems.push(["certificate_period", "a certificate year needs its period"]);
    return undefined;
  }
  const years = YEAR.exec(year);
  if (!years || Number(years[2]) !== Number(years[1]) + 1) {
    problems.push(["certificate_year", `"${year}" is not a practising year (YYYY/YYYY+1)`]);
  }
  const dates = certificateDates(period);
  if (!dates) {
    const shape = "DD/MM/YYYY - DD/MM/YYYY, two real dates in order";
    problems.push(["certificate_period", `"${period}" is not a period (${shape})`]);
  } else if (years && dates.year !== year) {
    problems.push([
      "certificate_year",
      `"${year}" is not the practising year of the period ${period}, which is ${dates.year}`,
    ]);
  }
  return dates && { ...dates, status: "current" as const };
}

/** The row's problems, or the person it adds (its number then counts as seen). */
export function checkRow(row: RegisterRow, line: number, context: RowContext): RowCheck {
  const problems: Problems = [];
  checkNames(row, context, problems);
  const scopes = checkScopes(row.scopes);
  for (const p of scopes.problems) problems.push(["scopes", p]);
  const certificate = checkCertificate(row, problems);
  checkWorkplace(row, problems);
  const conditions = checkConditions(row.conditions);
  for (const p of conditions.problems) problems.push(["conditions", p]);
  if (row.registration_number !== "" && !context.seen.has(row.registration_number)) {
    context.seen.set(row.registration_number, line);
  }
  if (problems.length > 0) {
    return { problems: problems.map(([column, p]) => `line ${line}, ${column}: ${p}`) };
  }
  const covers = certificate && certificate.startsOn <= context.today;
  const inForce = covers && context.today <= certificate.endsOn;
  const practices = scopes.items;
  return {
    person: {
      personId: row.registration_number,
      firstNames: row.first_names,
      surname: row.surname,
      contact: row.contact,
      address: row.address,
      suburb: row.suburb,
      city: row.city,
      territorialAuthority: row.territorial_authority,
      dhb: row.dhb,
      // A peer may be chosen while they hold a certificate in force and a registered scope.
      eligible: Boolean(inForce) && practices.some((p) => p.status === "Registered"),
      volunteer: row.peer_volunteer.toLowerCase() === VOLUNTEERS,
      practices,
      certificates: certificate ? [certificate] : [],
      conditions: conditions.items,
      email: row.email.toLowerCase(),
    },
    problems: [],
  };
}
