import { LazyPageForm } from "../forms/index.ts";

/** Route module, loaded on demand together with the page form it shows. */
export const lazyApplyScreen = async () => {
  const [screen] = await Promise.all([import("./apply-screen.tsx"), LazyPageForm.preload()]);
  return { Component: screen.ApplyScreen };
};
