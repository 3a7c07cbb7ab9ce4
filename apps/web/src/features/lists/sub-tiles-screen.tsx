import type { Tile } from "@portal/contract";
import { useSelector } from "react-redux";
import { Link, Navigate, useParams } from "react-router";
import { useConfig } from "../config/index.ts";
import { selectTiles, sortTiles } from "../dashboard/index.ts";
import { subTilePath, tileByChain, tileTitle } from "./tile-tree.ts";
import { useRefreshOnArrival } from "./use-refresh-user.ts";

function inProgressCount(tile: Tile): number {
  return tile.formTypes.reduce((count, formType) => count + formType.forms.length, 0);
}

/** SPEC §2 Sub-tiles: /sub/{type}/{type}… names a tile by its chain of types. */
export function SubTilesScreen() {
  const splat = useParams()["*"] ?? "";
  const chain = splat.split("/").filter(Boolean);
  const tiles = useSelector(selectTiles);
  const { tileOrder, content } = useConfig();
  useRefreshOnArrival();

  if (chain.length === 0) return <Navigate to="/" replace />;
  const tile = tileByChain(tiles, chain);
  if (!tile) {
    return (
      <section aria-labelledby="sub-tiles-heading">
        <h2 id="sub-tiles-heading" className="h4">
          Section not found
        </h2>
        <p>
          There is no such section. <Link to="/">Back to the dashboard</Link>
        </p>
      </section>
    );
  }

  const subTiles = sortTiles(tile.subTiles, tileOrder);
  return (
    <section aria-labelledby="sub-tiles-heading">
      <h2 id="sub-tiles-heading" className="h4 mb-3">
        {tileTitle(tile, content)}
      </h2>
      {subTiles.length === 0 ? (
        <p>There is nothing to do here at the moment.</p>
      ) : (
        <ul className="tile-grid list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
          {subTiles.map((subTile) => {
            const description = content.tiles[subTile.type]?.description;
            const inProgress = inProgressCount(subTile);
            return (
              <li key={subTile.type} className="col">
                <div className="card tile-card h-100">
                  <div className="card-body">
                    <h3 className="h5 card-title">
                      <Link to={subTilePath(subTile, chain)} className="stretched-link">
                        {tileTitle(subTile, content)}
                      </Link>
                    </h3>
                    {description && (
                      <p className="card-text text-body-secondary mb-2">{description}</p>
                    )}
                    {inProgress > 0 && (
                      <p className="card-text small mb-0">
                        <span className="badge text-bg-warning">{inProgress} in progress</span>
                      </p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
