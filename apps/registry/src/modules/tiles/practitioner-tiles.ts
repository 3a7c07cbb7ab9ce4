// The tiles a registered practitioner's dashboard has: given when a registrar accepts a
// registration and when an activation link makes the account of someone on the register.
import type { Executor } from "../../db/client.ts";
import { assignTilesOfType } from "./store.ts";

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
  "view_confirmation_forms",
  "view_annual_declarations",
] as const;

export async function assignPractitionerTiles(ex: Executor, userId: number): Promise<void> {
  for (const type of practitionerTileTypes) await assignTilesOfType(ex, userId, type);
}
