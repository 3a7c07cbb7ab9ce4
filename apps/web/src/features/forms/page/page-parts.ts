import type { Page } from "@portal/contract";
import { fieldComponentsReady, preloadFieldComponents } from "./field-registry.ts";
import { preloadRows, rowsReady } from "./group-view.tsx";
import { loadPageSaving, pageSavingReady } from "./use-page-submit.tsx";

/**
 * What a page loads before it renders, so that its fields mount together: the components of
 * its rarer render types, its repeating groups' code, and for a page served with errors the
 * save's code (each loaded once, with the first page that needs it).
 */
export function pagePartsReady(page: Page): boolean {
  return fieldComponentsReady(page) && rowsReady(page) && pageSavingReady(page);
}

export async function preloadPageParts(page: Page): Promise<void> {
  await Promise.all([
    preloadFieldComponents(page),
    preloadRows(page),
    pageSavingReady(page) || loadPageSaving(),
  ]);
}
