// Where the synthetic register's practitioners work: real New Zealand towns and suburbs with
// their territorial authority and District Health Board region (names as in the contract's
// registerLists). `weight` roughly follows population, so city searches have realistic sizes.
// The list itself is data, in places.json beside this file; a name the contract does not list
// stops the seed rather than writing a practitioner no search filter can find.
import { dhbRegionNames, territorialAuthorityNames } from "@portal/contract";
import list from "./places.json" with { type: "json" };

export interface Place {
  city: string;
  ta: (typeof territorialAuthorityNames)[number];
  dhb: (typeof dhbRegionNames)[number];
  suburbs: string[];
  weight: number;
}

const isIn = <T extends string>(names: readonly T[], name: string): name is T =>
  (names as readonly string[]).includes(name);

export const places: Place[] = list.map(({ city, ta, dhb, suburbs, weight }) => {
  if (!isIn(territorialAuthorityNames, ta) || !isIn(dhbRegionNames, dhb)) {
    throw new Error(`places.json: ${city} names an unknown place (${ta}, ${dhb})`);
  }
  return { city, ta, dhb, suburbs, weight };
});
