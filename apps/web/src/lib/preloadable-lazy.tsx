import { type ComponentType, createElement, lazy } from "react";

/** A component whose code is loaded on demand, and can be asked for before it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading (once); settles when loaded or failed (a failure shows when it renders). */
  preload(): Promise<void>;
};

/**
 * React.lazy that renders at once when its code is already in. React.lazy suspends on its
 * first render even then, and after a fallback React holds back the content that replaces it
 * for up to 300 ms – on every boundary of the screen, not only the one that suspended. A
 * component preloaded (or loaded by an earlier render) therefore never suspends here. A failed
 * load may be tried again by a later preload.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy
  const Component = (props: P) => createElement(Loaded ?? Lazy, props);
  return Object.assign(Component, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
