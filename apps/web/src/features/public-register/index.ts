import { routeModule } from "../../lib/route-module.ts";

/**
 * The public register's route module (no sign-in), loaded on demand: the search, or with a
 * registration number in the path, that practitioner's page. One module for both keeps the
 * shell to one route entry.
 */
export const lazyPublicRegisterRoute = routeModule(
  () => import("./public-register-route.tsx"),
  "PublicRegisterRoute",
);

/** `/verify/{code}`: a practising certificate's public check, its own small chunk. */
export const lazyVerifyCertificateScreen = routeModule(
  () => import("./verify/verify-certificate-screen.tsx"),
  "VerifyCertificateScreen",
);
