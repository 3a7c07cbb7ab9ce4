/** Id of the main content landmark: the skip link and the error handler scroll to it. */
export const CONTENT_ID = "main-content";

/** Brings the content (and its message banner) into view, unless a modal dialog is open. */
export function scrollToContent(): void {
  if (document.querySelector(".modal.show, [role='dialog'][aria-modal='true']")) return;
  document.getElementById(CONTENT_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
}
