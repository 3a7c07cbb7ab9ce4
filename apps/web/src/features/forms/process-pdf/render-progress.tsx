import { Suspense } from "react";
import { preloadableLazy } from "../../../lib/preloadable-lazy.tsx";
import type { RenderState } from "./render-progress-view.tsx";

/**
 * The progress view (render-progress-view.tsx), which only a process page's save shows: its
 * code comes with that save (render-before-save.ts), not with the form route.
 */
export const RenderProgressView = preloadableLazy(
  async () => (await import("./render-progress-view.tsx")).RenderProgressView,
);

/** SPEC §2: the PDF's progress while a process page renders it; nothing otherwise. */
export function RenderProgress({ state }: { state: RenderState }) {
  if (!state.isRendering && !state.isSavingRender) return null;
  return (
    <Suspense fallback={null}>
      <RenderProgressView state={state} />
    </Suspense>
  );
}
