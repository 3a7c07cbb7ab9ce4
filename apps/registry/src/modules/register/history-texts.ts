// A history event in words, for the desk's record and (the public kinds) the public page. Built
// from the event's own detail, so the words of an old event never change with the record.
import { longDay, type RegisterEventKind } from "@portal/contract";

type Detail = Record<string, unknown>;
const str = (detail: Detail, key: string) => {
  const value = detail[key];
  return typeof value === "string" ? value : "";
};
const list = (detail: Detail, key: string) =>
  Array.isArray(detail[key]) ? (detail[key] as unknown[]).map(String).join(", ") : "";

const condition = (d: Detail) =>
  `${str(d, "type")}: ${str(d, "wording")}${str(d, "endsOn") ? ` (until ${longDay(str(d, "endsOn"))})` : ""}`;

const texts: Record<RegisterEventKind, (d: Detail) => string> = {
  registered: (d) => `Registered in ${list(d, "scopes") || "no scope yet"}`,
  scope_added: (d) => `Scope added: ${str(d, "scope")}`,
  scope_removed: (d) => `Scope removed: ${str(d, "scope")}`,
  suspended: (d) => `Registration suspended in ${str(d, "scope")}`,
  cancelled: (d) => `Registration cancelled in ${str(d, "scope")}`,
  restored: (d) => `Registration restored in ${str(d, "scope")}`,
  name_changed: (d) => `Name changed from ${str(d, "from")} to ${str(d, "to")}`,
  condition_imposed: (d) => `Condition imposed – ${condition(d)}`,
  condition_varied: (d) => `Condition varied – ${condition(d)}`,
  condition_lifted: (d) => `Condition lifted – ${str(d, "type")}: ${str(d, "wording")}`,
  certificate_issued: (d) =>
    `Practising certificate ${str(d, "year")} issued (${str(d, "period")})`,
  certificate_ended: (d) => `Practising certificate ${str(d, "year")} ended (${str(d, "period")})`,
  certificate_lapsed: (d) => `Practising certificate ${str(d, "year")} lapsed: not renewed`,
};

export const eventSummary = (kind: RegisterEventKind, detail: Detail) => texts[kind](detail);
