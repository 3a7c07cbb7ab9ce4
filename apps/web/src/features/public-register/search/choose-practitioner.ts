import { sameOriginPath } from "@portal/contract";

const probeOrigin = "https://portal.invalid";
const PREFIX = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Only a concern's form asks the public register to choose someone. */
const CHOOSERS = "/raise-a-concern/";

/** The search page's `returnUrl` and `prefix`, kept across its searches; null without them. */
export interface Chooser {
  returnPath: string;
  prefix: string;
}

/**
 * Whether the public register was opened to choose a practitioner for a form: a same-origin
 * path to a concern's page (a link from anywhere else may not send the person off with a name),
 * and the prefix of the form's fields.
 */
export function chooserOf(search: URLSearchParams): Chooser | null {
  const returnPath = sameOriginPath(search.get("returnUrl"));
  if (returnPath === undefined || !returnPath.startsWith(CHOOSERS)) return null;
  const given = search.get("prefix") ?? "";
  return { returnPath, prefix: PREFIX.test(given) ? given : "practitioner" };
}

/** The search's own parameters with the chooser's, so a new search keeps choosing. */
export function withChooser(params: URLSearchParams, chooser: Chooser | null): URLSearchParams {
  if (!chooser) return params;
  const next = new URLSearchParams(params);
  next.set("returnUrl", chooser.returnPath);
  next.set("prefix", chooser.prefix);
  return next;
}

/**
 * Where choosing a practitioner leads: the form's page with {prefix}_known=found,
 * {prefix}_registration_number and {prefix}_name, which start its fields' values.
 */
export function chosenPath(
  chooser: Chooser,
  practitioner: { registrationNumber: string; name: string },
): string {
  const url = new URL(chooser.returnPath, probeOrigin);
  url.searchParams.set(`${chooser.prefix}_known`, "found");
  url.searchParams.set(`${chooser.prefix}_registration_number`, practitioner.registrationNumber);
  url.searchParams.set(`${chooser.prefix}_name`, practitioner.name);
  return `${url.pathname}${url.search}`;
}
