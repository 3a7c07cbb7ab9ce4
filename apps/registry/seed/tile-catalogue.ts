// The product's dashboard tiles and the rules of their form types: configuration every
// deployment needs, production included, so it is written at every start, unlike the demo
// (seed.ts). An account a registration creates is given the new-account tile; accepting the
// registration at the desk, or an activation link, gives it the practitioner tiles
// (modules/tiles' practitionerTileTypes), which must exist by then. Upserted by natural key, so
// a renamed tile or a changed rule reaches a running register at the next start.
import type { Executor } from "../src/db/client.ts";
import {
  linkFormType,
  NEW_ACCOUNT_TILE_TYPE,
  upsertFormType,
  upsertTile,
} from "../src/modules/tiles/store.ts";

export interface CatalogueFormType {
  code: string;
  name: string;
  formDisplay?: boolean;
  addable?: boolean;
  deletable?: boolean;
}

export interface CatalogueTile {
  type: string;
  name: string;
  formTypes: CatalogueFormType[];
  subTiles?: CatalogueTile[];
}

/** A form type a practitioner adds and deletes as they need. */
const addedAndDeletedAtWill = (code: string, name: string): CatalogueFormType => ({
  code,
  name,
  addable: true,
  deletable: true,
});
const apc = addedAndDeletedAtWill("APC", "Annual Practising Certificate");
const peer = addedAndDeletedAtWill("PEER-RELATIONSHIP", "Professional peer relationship");
const other = addedAndDeletedAtWill("OTHER-RELATIONSHIP", "Other professional relationship");
const mentoring = addedAndDeletedAtWill("MENTORING-RELATIONSHIP", "Mentoring relationship");
const cpdActivity = addedAndDeletedAtWill("CPD-ACTIVITY", "CPD activity");
const volunteer: CatalogueFormType = {
  code: "RECERT-VOLUNTEER-SEARCH",
  name: "Volunteer peer search",
};
const confirmation: CatalogueFormType = {
  code: "PEER-CONFIRMATION",
  name: "Professional peer confirmation",
};
const declaration: CatalogueFormType = {
  code: "ANNUAL-DECLARATION",
  name: "Annual declaration",
  addable: true,
};

/**
 * What an account created by a registration application gets (modules/forms gives it every
 * tile of type NEW_ACCOUNT_TILE_TYPE): its submitted application, so an applicant can see it
 * arrived. Not given to registered practitioners.
 */
export const newAccountTiles: CatalogueTile[] = [
  {
    type: NEW_ACCOUNT_TILE_TYPE,
    name: "My registration application",
    formTypes: [{ code: "REGISTRATION", name: "Application for registration" }],
  },
];

/** A registered practitioner's dashboard: every tile type SPEC §3 names, in its order. */
export const practitionerTiles: CatalogueTile[] = [
  { type: "apc", name: "Annual Practising Certificate", formTypes: [apc] },
  {
    type: "recertification",
    name: "Recertification",
    formTypes: [],
    subTiles: [
      { type: "manage_relationship", name: "Professional peer relationships", formTypes: [peer] },
      {
        type: "manage_other_relationships",
        name: "Other professional relationships",
        // Two addable types: its add button opens the Add form dialog (SPEC §2 List screens).
        formTypes: [other, mentoring],
      },
      { type: "volunteer_search", name: "Find a volunteer peer", formTypes: [volunteer] },
      { type: "cpd_log", name: "CPD activity", formTypes: [cpdActivity] },
    ],
  },
  { type: "view_confirmation_forms", name: "Confirmation forms", formTypes: [confirmation] },
  { type: "view_annual_declarations", name: "Annual declarations", formTypes: [declaration] },
];

/**
 * Writes the catalogue; answers the practitioner tiles' ids, sub-tiles included, for whoever
 * assigns them. Give it a transaction: a tile must not stand without its form types.
 */
export async function writeTileCatalogue(ex: Executor): Promise<number[]> {
  const practitionerTileIds = await writeTiles(ex, practitionerTiles, null);
  await writeTiles(ex, newAccountTiles, null);
  return practitionerTileIds;
}

async function writeTiles(
  ex: Executor,
  tiles: CatalogueTile[],
  parentId: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, tile] of tiles.entries()) {
    const id = await upsertTile(ex, {
      type: tile.type,
      name: tile.name,
      parentId,
      sortOrder: index,
    });
    ids.push(id);
    for (const [order, formType] of tile.formTypes.entries()) {
      await upsertFormType(ex, {
        code: formType.code,
        name: formType.name,
        formDisplay: formType.formDisplay ?? false,
        addable: formType.addable ?? false,
        deletable: formType.deletable ?? false,
      });
      await linkFormType(ex, { tileId: id, formTypeCode: formType.code, sortOrder: order });
    }
    ids.push(...(await writeTiles(ex, tile.subTiles ?? [], id)));
  }
  return ids;
}
