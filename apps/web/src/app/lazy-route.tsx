import { type ComponentType, lazy, type ReactElement, Suspense } from "react";
import { LoadingBanner } from "../components/loading-banner.tsx";

/** A feature's route module: its screen, loaded on demand (features/<name>/index.ts). */
export type RouteModule = () => Promise<{ Component: ComponentType }>;

let nextKey = 0;

/**
 * The element of a screen loaded on demand. Each has its own Suspense boundary, keyed, so a
 * navigation to it mounts a new boundary: its loading banner shows while the chunk comes, even
 * though the router moves inside a transition (which keeps a boundary already on screen as
 * it was). A chunk that fails to load reaches the layout's error boundary.
 */
export function lazyRoute(load: RouteModule): ReactElement {
  const Screen = lazy(async () => ({ default: (await load()).Component }));
  return (
    <Suspense key={`route-${nextKey++}`} fallback={<LoadingBanner />}>
      <Screen />
    </Suspense>
  );
}
