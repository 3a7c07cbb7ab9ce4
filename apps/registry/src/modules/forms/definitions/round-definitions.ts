// Definitions filed for a practising round, as each round's forms read them: the version's
// definition with the round's figures filled in, compiled once per version and year.
import type { Db } from "../../../db/client.ts";
import { findOpenRound, findRound, withRoundFigures } from "../../rounds/index.ts";
import { type CompiledForm, compileForm } from "./catalogue.ts";
import type { RoundReader } from "./form-catalogue.ts";

export function roundReader(db: Db, today: () => string): RoundReader {
  const compiled = new Map<string, CompiledForm>();
  return async (definition, year) => {
    const round = year === null ? await findOpenRound(db, today()) : await findRound(db, year);
    if (!round) return undefined;
    const key = `${definition.code}@${definition.version}#${round.year}`;
    const known = compiled.get(key);
    if (known) return known;
    const filled = compileForm(withRoundFigures(definition.definition, round), definition.source);
    const form = { ...filled, version: definition.version } as CompiledForm;
    compiled.set(key, form);
    return form;
  };
}
