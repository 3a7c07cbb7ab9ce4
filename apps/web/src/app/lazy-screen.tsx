import type { ComponentType, ReactElement } from "react";
import { type PreloadableComponent, preloadableLazy } from "../lib/preloadable-lazy.tsx";

/** A screen's module, loaded on demand (each feature's `lazy…Screen`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The element of a route whose screen is loaded when first shown (the layout's Suspense shows
 * the loading banner meanwhile, its error boundary a failed load). `preloadScreen` starts the
 * same load earlier (preload-route.ts): one request, whichever comes first; once the code is
 * in, the screen renders without suspending (lib/preloadable-lazy.tsx).
 */
export function lazyScreen(load: ScreenLoader): ReactElement {
  const Screen = preloadableLazy(async () => (await load()).Component);
  return <Screen />;
}

/**
 * Starts loading the screen of `element` if it is one of `lazyScreen`'s; settles when it has
 * loaded or failed (a failure shows when the screen renders).
 */
export function preloadScreen(element: unknown): Promise<void> {
  const type = (element as ReactElement | undefined)?.type;
  const preload = (type as Partial<PreloadableComponent<object>> | undefined)?.preload;
  return typeof preload === "function" ? preload() : Promise.resolve();
}
