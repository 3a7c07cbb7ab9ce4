import { LazyPageForm } from "../forms/index.ts";

/** Route module, loaded on demand together with the page form it shows. */
export const lazyRegisterScreen = async () => {
  const [screen] = await Promise.all([import("./register-screen.tsx"), LazyPageForm.preload()]);
  return { Component: screen.RegisterScreen };
};
