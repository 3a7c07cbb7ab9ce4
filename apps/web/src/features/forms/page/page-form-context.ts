import { createContext, useContext } from "react";
import type { Breadcrumb } from "../../../components/safe-html.tsx";
import type { Country } from "./fields/countries.ts";
import type { UploadProgress } from "./upload-progress.ts";

/** What fields need to know about the page they are on; stable for the page's lifetime. */
export interface PageFormContextValue {
  formToken: string;
  formCode: string;
  pageCode: string;
  /** Sent with option and address look-ups; null for the anonymous registration. */
  sessionId: string | null;
  appLinkPrefix: string;
  /** The trail links in server HTML extend (SPEC §1). */
  breadcrumbs: Breadcrumb[] | undefined;
  /** config.countryList: the country fields use the shipped list when it is empty. */
  countryList: readonly Country[];
  /** The general error handler of SPEC §8 (an option list that fails to load). */
  reportError(error: unknown): void;
  /** How far the chosen files have got while a save sends them. */
  uploads: UploadProgress;
}

export const PageFormContext = createContext<PageFormContextValue | null>(null);

export function usePageFormContext(): PageFormContextValue {
  const value = useContext(PageFormContext);
  if (!value) throw new Error("A form field is rendered outside a PageForm");
  return value;
}
