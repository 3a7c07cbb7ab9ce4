// What other modules may use of the tiles module. The service's types are imported from
// service.ts itself: it knows the forms service, which uses this index (a cycle otherwise).
export { assignTilesOfType, NEW_ACCOUNT_TILE_TYPE } from "./store.ts";
