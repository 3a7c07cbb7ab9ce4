// Names for the synthetic register: New Zealand's mix of Pākehā, Māori, Pacific, Asian and
// continental European names, macrons and all, spread the way a real register's are – a few
// common surnames (Smith, Singh, Wang, Ngata …) and a long tail of rare ones. The common
// names carry rough relative frequencies within their group; the tail is composed from parts
// in each tradition's own shapes (name-parts.ts), so a register of 100,000 people holds tens
// of thousands of distinct surnames, as a real one does, rather than a few hundred.
import {
  composeContinentalSurname,
  composeEnglishSurname,
  composeIndianSurname,
  composeMaoriName,
  composePacificName,
  composePinyinSurname,
} from "./name-parts.ts";
import groups from "./names.json" with { type: "json" };
import { type Rng, type Weighted, weightedNames } from "./weighted.ts";

export interface NameGroup {
  name: string;
  /** Share of the register. */
  share: number;
  firstNames: Weighted<string>;
  /** The common surnames, with relative frequencies. */
  surnames: Weighted<string>;
  /** Chance that a surname is a rare one, composed by `composeSurname`. */
  rareSurnameShare: number;
  composeSurname: (rng: Rng) => string;
}

/** How each group of names.json composes its rare surnames, by the group's name. */
const composers: Record<string, (rng: Rng) => string> = {
  Pākehā: composeEnglishSurname,
  Māori: (rng) => composeMaoriName(rng, { article: 0.15 }),
  Pacific: composePacificName,
  Chinese: composePinyinSurname,
  "South Asian": composeIndianSurname,
  "Korean, Filipino, Vietnamese and Japanese": composePinyinSurname,
  "Continental European": composeContinentalSurname,
};

/** The groups, whose shares add up to 1; their names and shares are data, in names.json. */
export const nameGroups: readonly NameGroup[] = groups.map((group) => {
  const composeSurname = composers[group.name];
  if (!composeSurname) throw new Error(`names.json: no composer of surnames for ${group.name}`);
  return {
    name: group.name,
    share: group.share,
    firstNames: weightedNames(group.firstNames.join("\n")),
    surnames: weightedNames(group.surnames.join("\n")),
    rareSurnameShare: group.rareSurnameShare,
    composeSurname,
  };
});
