import { LazyPageForm } from "../forms/index.ts";

/** Route module, loaded on demand together with the page form it shows. */
export const lazyConcernScreen = async () => {
  const [screen] = await Promise.all([import("./concern-screen.tsx"), LazyPageForm.preload()]);
  return { Component: screen.ConcernScreen };
};
