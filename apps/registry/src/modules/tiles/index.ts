// What other modules may use of the tiles module.

export {
  assignPractitionerTiles,
  catchUpPractitionerTiles,
  practitionerTileTypes,
} from "./practitioner-tiles.ts";
export type { TilesService } from "./service.ts";
export { assignTilesOfType, NEW_ACCOUNT_TILE_TYPE } from "./store.ts";
