/**
 * POSTs a page (post-page.ts) for the screens that save one, the form screen and registration:
 * its code and its file spans come with the first save, not with the screen (DESIGN §5 form
 * route), nor, through the feature's index, with every screen's first load.
 */
export const postPage: typeof import("./post-page.ts").postPage = async (...args) =>
  (await import("./post-page.ts")).postPage(...args);
