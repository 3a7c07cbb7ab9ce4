// The pageState and pageDone of every page of a form instance (SPEC §3 Form response,
// §4 "a page is reachable only if … enabled"), computed from the definition, the saved values
// and the saved pages a move to a new version left not done – never stored themselves, so they
// cannot drift:
// - disabled: the page's enabledWhen conditions do not match (e.g. a page that applies only
//   when an earlier answer is Yes). Disabled pages are skipped: they neither block later
//   pages nor need to be done;
// - done: every page of a submitted form;
// - enabled: every applicable page before it is done (pages unlock in order);
// - visible: not yet reachable, but shown in the tab list;
// - pageDone: the page has been saved successfully (and not since left not done by a move to a
//   new version of the definition that its answers no longer pass).
// End pages (formEndPage: no fields, only after every other page) are never saved: they are
// what a submitted form shows, so they stay enabled once the form is submitted.
// "error" is only ever the state of a page in a save answer whose values were refused.
import type { PageCode } from "@portal/contract";
import { type PageValues, valueMatches } from "@portal/forms";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";

/** A form instance's saved values: each saved page's values by page code. */
export type SavedValues = Readonly<Record<string, PageValues>>;

export function savedPageValues(saved: SavedValues, code: string): PageValues | undefined {
  return Object.hasOwn(saved, code) ? saved[code] : undefined;
}

export function isPageApplicable(
  page: CompiledPage,
  saved: SavedValues,
  disabled: ReadonlySet<string>,
): boolean {
  const conditions = page.definition.enabledWhen;
  if (!conditions) return true;
  return conditions.some((condition) => {
    if (disabled.has(condition.page)) return false;
    const values = savedPageValues(saved, condition.page);
    return values !== undefined && valueMatches(values[condition.fieldName], condition.value);
  });
}

export function pageCodesOf(
  form: CompiledForm,
  saved: SavedValues,
  submitted: boolean,
  undone: readonly string[] = [],
): PageCode[] {
  const disabled = new Set<string>();
  let earlierDone = true;
  return form.pages.map((page) => {
    const pageDone = savedPageValues(saved, page.code) !== undefined && !undone.includes(page.code);
    if (!isPageApplicable(page, saved, disabled)) {
      disabled.add(page.code);
      return { code: page.code, name: page.name, pageState: "disabled", pageDone: false };
    }
    if (page.definition.formEndPage === true) {
      const pageState = submitted ? "enabled" : "visible";
      return { code: page.code, name: page.name, pageState, pageDone: submitted };
    }
    const pageState = submitted ? "done" : earlierDone ? "enabled" : "visible";
    earlierDone &&= pageDone;
    return { code: page.code, name: page.name, pageState, pageDone: submitted || pageDone };
  });
}

/** Every applicable page but the end pages is done: saving made the form complete. */
export function isComplete(form: CompiledForm, pageCodes: readonly PageCode[]): boolean {
  return pageCodes.every(
    (page, i) =>
      page.pageState === "disabled" ||
      page.pageDone === true ||
      form.pages[i]!.definition.formEndPage === true,
  );
}

/** Where a form opens without a page: the first enabled page not yet done, else the first enabled. */
export function openingPage(pageCodes: readonly PageCode[]): string | undefined {
  const enabled = pageCodes.filter((page) => page.pageState === "enabled");
  return (enabled.find((page) => page.pageDone !== true) ?? enabled[0])?.code;
}
