import type { Tile } from "@portal/contract";
import { Link } from "react-router";

export interface TileCardProps {
  tile: Tile;
  name: string;
  /** Where the card leads: the tile's list, or its sub-tiles. */
  path: string;
  description?: string | undefined;
}

function inProgressCount(tile: Tile): number {
  return tile.formTypes.reduce((count, formType) => count + formType.forms.length, 0);
}

/** One dashboard tile: the whole card is clickable, through the link in its heading. */
export function TileCard({ tile, name, path, description }: TileCardProps) {
  const inProgress = inProgressCount(tile);
  return (
    <div className="card tile-card h-100">
      <div className="card-body">
        <h3 className="h5 card-title">
          <Link to={path} className="stretched-link">
            {name}
          </Link>
        </h3>
        {description && <p className="card-text text-body-secondary mb-2">{description}</p>}
        {inProgress > 0 && (
          <p className="card-text small mb-0">
            <span className="badge text-bg-warning">{inProgress} in progress</span>
          </p>
        )}
      </div>
    </div>
  );
}
