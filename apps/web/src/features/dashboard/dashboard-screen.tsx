import { lazy, Suspense, useEffect, useEffectEvent } from "react";
import { useDispatch, useSelector } from "react-redux";
import { TileGrid } from "../../components/tile-grid.tsx";
import { sessionStarted } from "../../lib/session-events.ts";
import { fetchUser, selectSessionId } from "../auth/index.ts";
import { useConfig } from "../config/index.ts";
import { useErrorHandler } from "../messages/index.ts";
import { LazyPeerRequestsNotice } from "../peers/index.ts";
import { selectTiles } from "./dashboard-slice.ts";
import { LazyRecertification } from "./lazy-recertification.ts";
import { sortTiles, tileName, tilePath } from "./tile-links.ts";

// Fetched after the tiles: the certificate's status has a call of its own.
const CertificateBanner = lazy(async () => ({
  default: (await import("./certificate-banner.tsx")).CertificateBanner,
}));
// Likewise the concerns about the practitioner: few have any, so none pays for it up front.
const ConcernsAboutMe = lazy(async () => ({
  default: (await import("./concerns-about-me.tsx")).ConcernsAboutMe,
}));

/** SPEC §2 Dashboard: the user's tiles, refreshed from the service on every visit. */
export function DashboardScreen() {
  const dispatch = useDispatch();
  const sessionId = useSelector(selectSessionId);
  const tiles = useSelector(selectTiles);
  const { tileOrder, content } = useConfig();
  const handleError = useErrorHandler();

  // Reads the latest session and handler without re-running the refresh when they change.
  const refresh = useEffectEvent((signal: AbortSignal) => {
    if (!sessionId) return;
    fetchUser(sessionId, signal).then((answer) => dispatch(sessionStarted(answer)), handleError);
  });
  useEffect(() => {
    const controller = new AbortController();
    refresh(controller.signal);
    return () => controller.abort();
  }, []);

  const sorted = sortTiles(tiles, tileOrder);
  return (
    <section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="h4 mb-3">
        Dashboard
      </h2>
      {sessionId && (
        <Suspense fallback={null}>
          <CertificateBanner sessionId={sessionId} />
        </Suspense>
      )}
      <TileGrid
        tiles={sorted}
        content={content}
        nameOf={(tile) => tileName(tile, content)}
        pathOf={tilePath}
      />
      {/* Below the tiles: arriving after them, they move nothing the user is reaching for. */}
      {sessionId && (
        <Suspense fallback={null}>
          <LazyPeerRequestsNotice sessionId={sessionId} />
          <LazyRecertification sessionId={sessionId} />
          <ConcernsAboutMe sessionId={sessionId} />
        </Suspense>
      )}
    </section>
  );
}
