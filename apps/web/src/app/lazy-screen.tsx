import { type ComponentType, lazy, type ReactElement } from "react";

/** A screen's module, loaded on demand (each feature's `lazy…Screen`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** A route's element whose screen code can be fetched before it renders. */
type PreloadableScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * The element of a route whose screen is loaded when first shown (React.lazy; the layout's
 * Suspense shows the loading banner meanwhile, its error boundary a failed load). `preload`
 * starts the same load earlier (preload-route.ts): one request, whichever comes first; a
 * failed load may be tried again.
 */
export function lazyScreen(load: ScreenLoader): ReactElement {
  let loading: ReturnType<ScreenLoader> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Screen = lazy(async () => ({ default: (await preload()).Component }));
  const Preloadable: PreloadableScreen = Object.assign(() => <Screen />, { preload });
  return <Preloadable />;
}

/** Starts loading the screen of `element` if it is one of `lazyScreen`'s. */
export function preloadScreen(element: unknown): void {
  const type = (element as ReactElement | undefined)?.type as
    | Partial<PreloadableScreen>
    | undefined;
  if (typeof type?.preload === "function") void type.preload().catch(() => undefined);
}
