import { useEffect } from "react";

const ERROR_TITLE_PREFIX = "Error: ";

/**
 * "Error: " before the document's title while an error shows (an error summary, a page not
 * open yet): the title is the first thing a screen reader reads of a page, as GOV.UK does.
 */
export function useErrorTitle(): void {
  useEffect(() => {
    if (!document.title.startsWith(ERROR_TITLE_PREFIX)) {
      document.title = `${ERROR_TITLE_PREFIX}${document.title}`;
    }
    return () => {
      // Only the prefix goes: the screen may have set a title of its own meanwhile.
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) {
        document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
      }
    };
  }, []);
}
