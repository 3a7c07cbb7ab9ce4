import { routeModule } from "../../lib/route-module.ts";

/** Route modules of the public register (no sign-in), loaded on demand. */
export const lazyPublicRegisterScreen = routeModule(
  () => import("./public-register-screen.tsx"),
  "PublicRegisterScreen",
);
export const lazyPublicPractitionerScreen = routeModule(
  () => import("./public-practitioner-screen.tsx"),
  "PublicPractitionerScreen",
);
