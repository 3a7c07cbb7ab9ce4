// The tiles a registered practitioner's dashboard has: given when a registrar accepts a
// registration and when an activation link makes the account of someone on the register.
import type { Executor } from "../../db/client.ts";
import { assignTilesOfType, assignTilesToHolders } from "./store.ts";

/**
 * By type: the product's practitioner tiles (seed/tile-catalogue.ts practitionerTiles,
 * sub-tiles included), written at every start.
 */
export const practitionerTileTypes = [
  "apc",
  "recertification",
  "manage_relationship",
  "manage_other_relationships",
  "volunteer_search",
  "cpd_log",
  "view_confirmation_forms",
  "view_annual_declarations",
] as const;

export async function assignPractitionerTiles(ex: Executor, userId: number): Promise<void> {
  for (const type of practitionerTileTypes) await assignTilesOfType(ex, userId, type);
}

/**
 * Every practitioner tile to every account that was given the set (it holds the APC tile), run
 * at each start after the catalogue is written: a tile the catalogue gains (the CPD log)
 * reaches the practitioners activated before it.
 */
export async function catchUpPractitionerTiles(ex: Executor): Promise<void> {
  for (const type of practitionerTileTypes) await assignTilesToHolders(ex, type, "apc");
}
