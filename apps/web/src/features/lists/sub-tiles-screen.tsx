import { Suspense } from "react";
import { useSelector } from "react-redux";
import { Link, Navigate, useParams } from "react-router";
import { TileGrid } from "../../components/tile-grid.tsx";
import { selectSessionId } from "../auth/index.ts";
import { useConfig } from "../config/index.ts";
import { LazyRecertification, selectTiles, sortTiles } from "../dashboard/index.ts";
import { LazyPeerRequestsNotice } from "../peers/index.ts";
import { MissingList } from "./missing-list.tsx";
import { subTilePath, tileByChain, tileTitle } from "./tile-tree.ts";
import { useRefreshOnArrival } from "./use-refresh-user.ts";

/** The tile whose screen shows the practitioner's progress in their CPD cycles. */
const RECERTIFICATION_TILE = "recertification";

/** SPEC §2 Sub-tiles: /sub/{type}/{type}… names a tile by its chain of types. */
export function SubTilesScreen() {
  const splat = useParams()["*"] ?? "";
  const chain = splat.split("/").filter(Boolean);
  const tiles = useSelector(selectTiles);
  const sessionId = useSelector(selectSessionId);
  const { tileOrder, content } = useConfig();
  useRefreshOnArrival();

  if (chain.length === 0) return <Navigate to="/" replace />;
  const tile = tileByChain(tiles, chain);
  if (!tile) {
    return (
      <MissingList headingId="sub-tiles-heading" title="Section not found">
        There is no such section.
      </MissingList>
    );
  }

  const subTiles = sortTiles(tile.subTiles, tileOrder);
  return (
    <section aria-labelledby="sub-tiles-heading">
      <h2 id="sub-tiles-heading" className="h4 mb-3">
        {tileTitle(tile, content)}
      </h2>
      <TileGrid
        tiles={subTiles}
        content={content}
        nameOf={(subTile) => tileTitle(subTile, content)}
        pathOf={(subTile) => subTilePath(subTile, chain)}
      />
      {tile.type === RECERTIFICATION_TILE && sessionId && (
        <>
          <p className="mt-4">
            <Link to="/recertification/peers">Practitioners who named you as their peer</Link>
          </p>
          <Suspense fallback={null}>
            <LazyPeerRequestsNotice sessionId={sessionId} />
            <LazyRecertification sessionId={sessionId} />
          </Suspense>
        </>
      )}
    </section>
  );
}
