// A compile-time test, checked by `tsc -p packages/forms` (npm run typecheck), never run: the
// render type table must name a missing row. Were a type added to the contract's list without
// its row, the table's own type, RenderTypeTable, would fail the same way.
import type { RenderType } from "@portal/contract";
import { type RenderTypeTable, renderTypeTraits } from "./render-types.ts";

/** The contract's list with one more type, as after adding one there. */
type WithFixtureType = RenderType | "fixture_type";

/** The table covers every type of the contract. */
export const complete: RenderTypeTable = renderTypeTraits;

// The same table is refused where a "fixture_type" row is required. Should RenderTypeTable stop
// requiring every row (say, made a Partial or a string-keyed map), this line compiles, the
// directive below is unused, and tsc fails.
// @ts-expect-error -- Property 'fixture_type' is missing
export const missingRow: RenderTypeTable<WithFixtureType> = renderTypeTraits;
