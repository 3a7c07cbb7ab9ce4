// Builds a user's dashboard tiles (SPEC §3 Tile) from the database: the tiles assigned to
// them as a tree, each with its form types and the user's own forms of those types.
import type { FormType, Tile } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import type { FormsService } from "../forms/index.ts";
import { listFormTypesOfTiles, listTilesOfUser, type TileRow } from "./store.ts";

export interface TilesService {
  tilesForUser(userId: number): Promise<Tile[]>;
}

export function createTilesService(deps: { db: Db; forms: FormsService }): TilesService {
  return {
    async tilesForUser(userId) {
      const tileRows = await listTilesOfUser(deps.db, userId);
      const typeRows = await listFormTypesOfTiles(
        deps.db,
        tileRows.map((t) => t.id),
      );
      const lists = await deps.forms.listsForUser(userId, uniqueByCode(typeRows));

      const formTypesOf = new Map<number, FormType[]>();
      for (const row of typeRows) {
        const list = lists.get(row.code) ?? { forms: [], completedForms: [] };
        const entry: FormType = {
          id: row.code,
          name: row.name,
          formDisplay: row.formDisplay,
          canAdd: row.addable,
          forms: list.forms,
          completedForms: list.completedForms,
        };
        formTypesOf.set(row.tileId, [...(formTypesOf.get(row.tileId) ?? []), entry]);
      }
      return buildTree(tileRows, formTypesOf);
    },
  };
}

function uniqueByCode<T extends { code: string }>(rows: T[]): T[] {
  return [...new Map(rows.map((r) => [r.code, r])).values()];
}

/**
 * Nests sub-tiles under their parents, keeping the rows' order. A sub-tile whose parent is not
 * assigned to the user is left out: it would have no place on the dashboard.
 */
function buildTree(rows: TileRow[], formTypesOf: Map<number, FormType[]>): Tile[] {
  const nodes = new Map<number, Tile>(
    rows.map((r) => [
      r.id,
      { type: r.type, name: r.name, subTiles: [], formTypes: formTypesOf.get(r.id) ?? [] },
    ]),
  );
  const roots: Tile[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.subTiles.push(node);
  }
  return roots;
}
