import type { ComponentType } from "react";

/**
 * A screen's route module, loaded on demand (app/lazy-screen.tsx): the component `name` of the
 * module that `load` imports. The import itself stays in the feature, where the bundler splits
 * the screen off.
 */
export function routeModule<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: M[K] }> {
  return async () => ({ Component: (await load())[name] });
}
