import type { Tile } from "@portal/contract";

/**
 * The form type of the form whose id is `formToken`, searched through the tiles and their
 * sub-tiles, in progress and completed; undefined when the user has no such form.
 */
export function formTypeOfForm(tiles: readonly Tile[], formToken: string): string | undefined {
  for (const tile of tiles) {
    for (const formType of tile.formTypes) {
      const forms = [...formType.forms, ...formType.completedForms];
      if (forms.some((form) => form.formId === formToken)) return formType.id;
    }
    const inSubTiles = formTypeOfForm(tile.subTiles, formToken);
    if (inSubTiles) return inSubTiles;
  }
  return undefined;
}
