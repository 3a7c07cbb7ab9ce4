import type { PageValues } from "@portal/forms";
import type { RenderContext } from "./render-process-page.ts";
import { RenderProgressView } from "./render-progress.tsx";

/**
 * SPEC §4 Process page: the PDF of every page so far is made before the page is sent
 * (render-process-page.ts). Nothing to run on any other page, or when the portal is
 * configured without a render endpoint; so the PDF's code, and the engine's rules of what
 * a page printed, come only with a process page's save, never with the form route.
 */
export function renderBeforeSave(
  context: RenderContext,
): ((values: PageValues) => Promise<void>) | undefined {
  const { page, endpoint } = context;
  if (!page?.formProcessPage || !endpoint) return undefined;
  return async (values) => {
    const [{ renderProcessPage }] = await Promise.all([
      import("./render-process-page.ts"),
      RenderProgressView.preload(),
    ]);
    await renderProcessPage({ ...context, page, endpoint }, values);
  };
}
