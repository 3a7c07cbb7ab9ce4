// A tile type the catalogue gains reaches the practitioners given the set before it, at the
// next start, and nobody else: applicants (the new-account tile) and staff-less accounts stay
// as they are.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTileCatalogue } from "../../../seed/tile-catalogue.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { tiles, userTiles } from "../../db/schema.ts";
import { assignPractitionerTiles, catchUpPractitionerTiles } from "./practitioner-tiles.ts";
import { assignTilesOfType, NEW_ACCOUNT_TILE_TYPE } from "./store.ts";

describe.each(pgliteOnly)("the practitioner tiles at a start on $name", (testDb) => {
  let service: { app: App; database: Database };
  beforeAll(async () => {
    service = await openTestService(testDb);
    await service.database.db.transaction((tx) => writeTileCatalogue(tx));
  });
  afterAll(() => closeTestService(service));

  const typesOf = async (userId: number) =>
    (
      await service.database.db
        .select({ type: tiles.type })
        .from(userTiles)
        .innerJoin(tiles, eq(tiles.id, userTiles.tileId))
        .where(eq(userTiles.userId, userId))
    )
      .map((row) => row.type)
      .sort();

  it("gives the CPD log to a practitioner activated before it, once, and to nobody else", async () => {
    const { db } = service.database;
    const practitioner = await createUser(db);
    const applicant = await createUser(db);
    const none = await createUser(db);
    await assignPractitionerTiles(db, practitioner.id);
    await assignTilesOfType(db, applicant.id, NEW_ACCOUNT_TILE_TYPE);
    const [cpdLog] = await db.select({ id: tiles.id }).from(tiles).where(eq(tiles.type, "cpd_log"));
    await db
      .delete(userTiles)
      .where(and(eq(userTiles.userId, practitioner.id), eq(userTiles.tileId, cpdLog!.id)));
    const before = await typesOf(practitioner.id);
    expect(before).not.toContain("cpd_log");

    await catchUpPractitionerTiles(db);
    await catchUpPractitionerTiles(db);
    expect(await typesOf(practitioner.id)).toEqual([...before, "cpd_log"].sort());
    expect(await typesOf(applicant.id)).toEqual([NEW_ACCOUNT_TILE_TYPE]);
    expect(await typesOf(none.id)).toEqual([]);
  });
});
