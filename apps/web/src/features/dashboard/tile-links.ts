import type { PortalConfig, Tile } from "@portal/contract";

/**
 * Tiles ordered by the configured tile order; types the order does not name keep the
 * server's order, after the ordered ones.
 */
export function sortTiles(tiles: readonly Tile[], tileOrder: readonly string[]): Tile[] {
  const rank = new Map(tileOrder.map((type, index) => [type, index]));
  return tiles
    .map((tile, index) => ({ tile, rank: rank.get(tile.type) ?? tileOrder.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ tile }) => tile);
}

/** The configured name of a tile type when there is one, else the tile's own name. */
export function tileName(tile: Tile, content: PortalConfig["content"]): string {
  return content.tiles[tile.type]?.name || tile.name;
}

/** A tile with sub-tiles opens /sub/{type}; any other tile opens /forms/{type} (SPEC §2). */
export function tilePath(tile: Tile): string {
  const type = encodeURIComponent(tile.type);
  return tile.subTiles.length > 0 ? `/sub/${type}` : `/forms/${type}`;
}
