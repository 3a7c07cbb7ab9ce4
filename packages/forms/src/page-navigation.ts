import type { PageCode } from "@portal/contract";

/**
 * SPEC §4: a page can be loaded only when its code is in the form's page list with pageState
 * "enabled". Taken literally: a page whose pageState is "done" or "visible" is not reachable.
 * Completion is a separate flag (pageDone) on a page that can still be enabled, so a finished
 * page the back office lets users revisit arrives as enabled + pageDone and stays reachable.
 */
export function isPageReachable(pageCodes: readonly PageCode[], code: string): boolean {
  return pageCodes.some((page) => page.code === code && page.pageState === "enabled");
}

/**
 * Where to go after a successful save (SPEC §4): the next page after the current one whose
 * pageState is not disabled, else the last page of the form (so the last page stays on
 * itself). A current code missing from the list also lands on the last page. Undefined only
 * for a form without pages.
 */
export function nextPageCode(
  pageCodes: readonly PageCode[],
  currentCode: string,
): string | undefined {
  const current = pageCodes.findIndex((page) => page.code === currentCode);
  if (current >= 0) {
    const next = pageCodes.slice(current + 1).find((page) => page.pageState !== "disabled");
    if (next) return next.code;
  }
  return pageCodes.at(-1)?.code;
}

/** One tab of the form screen. */
export type PageTab = { code: string; name: string; clickable: boolean; done: boolean };

/**
 * The form screen's tabs (SPEC §2): disabled pages are left out; a page is clickable exactly
 * when it is reachable (so "visible" pages show but cannot be clicked); the tick comes from
 * pageDone.
 */
export function visibleTabs(pageCodes: readonly PageCode[]): PageTab[] {
  return pageCodes
    .filter((page) => page.pageState !== "disabled")
    .map((page) => ({
      code: page.code,
      name: page.name,
      clickable: page.pageState === "enabled",
      done: page.pageDone === true,
    }));
}

/**
 * The pages a process page renders into its PDF (SPEC §4): every non-disabled page up to and
 * including the current one, in order. Empty when the current code is not in the list.
 */
export function pagesToRender(pageCodes: readonly PageCode[], currentCode: string): PageCode[] {
  const current = pageCodes.findIndex((page) => page.code === currentCode);
  if (current < 0) return [];
  return pageCodes.slice(0, current + 1).filter((page) => page.pageState !== "disabled");
}
