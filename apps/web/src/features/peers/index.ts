import { lazy } from "react";
import { routeModule } from "../../lib/route-module.ts";

/** /recertification/peers: the practitioners who named the signed-in one as their peer. */
export const lazyPeerRequestsScreen = routeModule(
  () => import("./peer-requests-screen.tsx"),
  "PeerRequestsScreen",
);

/**
 * The notice of undecided peer requests, for the dashboard and the Recertification tile's
 * screen: loaded once one of them shows, as most visits have none.
 */
export const LazyPeerRequestsNotice = lazy(async () => ({
  default: (await import("./peer-requests-notice.tsx")).PeerRequestsNotice,
}));
