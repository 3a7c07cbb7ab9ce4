// SQL of tiles, their form types and the user↔tile assignment.
import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { formTypes, tileFormTypes, tiles, userTiles } from "../../db/schema.ts";

export type TileRow = typeof tiles.$inferSelect;
export type FormTypeRow = typeof formTypes.$inferSelect;

/** The tiles assigned to a user, parents and sub-tiles alike, in display order. */
export async function listTilesOfUser(ex: Executor, userId: number): Promise<TileRow[]> {
  return ex
    .select(getTableColumns(tiles))
    .from(tiles)
    .innerJoin(userTiles, eq(userTiles.tileId, tiles.id))
    .where(eq(userTiles.userId, userId))
    .orderBy(asc(tiles.sortOrder), asc(tiles.id));
}

export async function listFormTypesOfTiles(
  ex: Executor,
  tileIds: number[],
): Promise<Array<FormTypeRow & { tileId: number }>> {
  if (tileIds.length === 0) return [];
  return ex
    .select({ tileId: tileFormTypes.tileId, ...getTableColumns(formTypes) })
    .from(tileFormTypes)
    .innerJoin(formTypes, eq(formTypes.code, tileFormTypes.formTypeCode))
    .where(inArray(tileFormTypes.tileId, tileIds))
    .orderBy(asc(tileFormTypes.sortOrder), asc(formTypes.code));
}

/** Creates or updates a tile by its type; answers its id. */
export async function upsertTile(
  ex: Executor,
  tile: { type: string; name: string; parentId: number | null; sortOrder: number },
): Promise<number> {
  const [row] = await ex
    .insert(tiles)
    .values(tile)
    .onConflictDoUpdate({
      target: tiles.type,
      set: { name: tile.name, parentId: tile.parentId, sortOrder: tile.sortOrder },
    })
    .returning({ id: tiles.id });
  if (!row) throw new Error(`upsert of tile ${tile.type} returned no row`);
  return row.id;
}

/** A form type's rules (its current definition version is the forms module's to set). */
export async function upsertFormType(
  ex: Executor,
  formType: Omit<FormTypeRow, "currentVersion">,
): Promise<void> {
  const { code, ...rest } = formType;
  await ex
    .insert(formTypes)
    .values(formType)
    .onConflictDoUpdate({ target: formTypes.code, set: rest });
}

export async function linkFormType(
  ex: Executor,
  link: { tileId: number; formTypeCode: string; sortOrder: number },
): Promise<void> {
  await ex
    .insert(tileFormTypes)
    .values(link)
    .onConflictDoUpdate({
      target: [tileFormTypes.tileId, tileFormTypes.formTypeCode],
      set: { sortOrder: link.sortOrder },
    });
}

/** The tile type every account a registration creates is given (seeded with its form type). */
export const NEW_ACCOUNT_TILE_TYPE = "registration_application";

/** Gives the user every tile of the type (none when no such tile is configured). */
export async function assignTilesOfType(ex: Executor, userId: number, type: string) {
  const ofType = ex
    .select({ userId: sql`${userId}::integer`.as("user_id"), tileId: tiles.id })
    .from(tiles)
    .where(eq(tiles.type, type));
  await ex.insert(userTiles).select(ofType).onConflictDoNothing();
}

/**
 * Gives every user who holds a tile of type `heldType` the tiles of type `type` too: a tile
 * type added to a set after its holders were given it reaches them.
 */
export async function assignTilesToHolders(ex: Executor, type: string, heldType: string) {
  const held = ex
    .select({ userId: userTiles.userId })
    .from(userTiles)
    .innerJoin(tiles, eq(tiles.id, userTiles.tileId))
    .where(eq(tiles.type, heldType));
  const pairs = ex
    .selectDistinct({ userId: sql`held.user_id`.as("user_id"), tileId: tiles.id })
    .from(tiles)
    .innerJoin(held.as("held"), sql`true`)
    .where(eq(tiles.type, type));
  await ex.insert(userTiles).select(pairs).onConflictDoNothing();
}

export async function assignTile(ex: Executor, userId: number, tileId: number): Promise<void> {
  await ex.insert(userTiles).values({ userId, tileId }).onConflictDoNothing();
}
