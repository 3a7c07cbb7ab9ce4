import { routeModule } from "../../lib/route-module.ts";

/** Route modules of the peer and volunteer searches (SPEC §2), loaded on demand. */
export const lazyPeerSearchScreen = routeModule(
  () => import("./peer-search-screen.tsx"),
  "PeerSearchScreen",
);
export const lazyVolunteerSearchScreen = routeModule(
  () => import("./volunteer-search-screen.tsx"),
  "VolunteerSearchScreen",
);
