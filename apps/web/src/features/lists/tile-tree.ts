import type { PortalConfig, Tile } from "@portal/contract";

/**
 * The tile a /sub/… path names: the first type among the dashboard's tiles, each next type
 * among the previous one's sub-tiles. Undefined when a link in the chain is missing.
 */
export function tileByChain(tiles: readonly Tile[], chain: readonly string[]): Tile | undefined {
  let level: readonly Tile[] = tiles;
  let found: Tile | undefined;
  for (const type of chain) {
    found = level.find((tile) => tile.type === type);
    if (!found) return undefined;
    level = found.subTiles;
  }
  return found;
}

/** A tile of this type anywhere among the tiles and their sub-tiles (tile types are unique). */
export function findTile(tiles: readonly Tile[], type: string): Tile | undefined {
  for (const tile of tiles) {
    if (tile.type === type) return tile;
    const below = findTile(tile.subTiles, type);
    if (below) return below;
  }
  return undefined;
}

/** The configured name of a tile type when there is one, else the tile's own name. */
export function tileTitle(tile: Tile, content: PortalConfig["content"]): string {
  return content.tiles[tile.type]?.name || tile.name;
}

export const VOLUNTEER_SEARCH_FORM_TYPE = "RECERT-VOLUNTEER-SEARCH";

const segment = encodeURIComponent;

/**
 * Where a sub-tile leads (SPEC §2 Sub-tiles), in this order: the volunteer search when its
 * first form type is RECERT-VOLUNTEER-SEARCH; straight to the form when a form type has
 * formDisplay (and a form to show); one level deeper when it has sub-tiles; else its list.
 * `chain` is the path of tile types down to the sub-tile's parent.
 */
export function subTilePath(tile: Tile, chain: readonly string[]): string {
  if (tile.formTypes[0]?.id === VOLUNTEER_SEARCH_FORM_TYPE) return "/search_peer_volunteer";
  for (const formType of tile.formTypes) {
    const form = formType.formDisplay
      ? (formType.forms[0] ?? formType.completedForms[0])
      : undefined;
    if (form) return `/form/${segment(formType.id)}/${segment(form.formId)}`;
  }
  if (tile.subTiles.length > 0) {
    return `/sub/${[...chain, tile.type].map(segment).join("/")}`;
  }
  return `/forms/${segment(tile.type)}`;
}
