import type { PortalConfig, Tile } from "@portal/contract";
import { TileCard } from "./tile-card.tsx";

/**
 * Tiles as a grid of cards in the order given, each with the description the configured content
 * gives its type (the dashboard and the sub-tiles screens); a line saying so when there are none.
 */
export function TileGrid(props: {
  tiles: readonly Tile[];
  content: PortalConfig["content"];
  nameOf(tile: Tile): string;
  pathOf(tile: Tile): string;
}) {
  const { tiles, content, nameOf, pathOf } = props;
  if (tiles.length === 0) return <p>There is nothing to do here at the moment.</p>;
  return (
    <ul className="tile-grid list-unstyled row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
      {tiles.map((tile) => (
        <li key={tile.type} className="col">
          <TileCard
            tile={tile}
            name={nameOf(tile)}
            path={pathOf(tile)}
            description={content.tiles[tile.type]?.description}
          />
        </li>
      ))}
    </ul>
  );
}
