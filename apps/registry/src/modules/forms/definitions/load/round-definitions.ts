// Definitions filed for a practising round, as each round's forms read them: the version's
// definition with the round's figures filled in. The round's row is read on every call, and a
// compiled definition is kept only while the figures it was made of are still the row's (and
// the day is on the same side of the deadline): an admin's change at the desk, made through
// any instance, is what the next read of every instance shows.
import type { Db } from "../../../../db/client.ts";
import { findOpenRound, findRound, lateFeeOn, withRoundFigures } from "../../../renewal/index.ts";
import { type CompiledForm, compileForm } from "./catalogue.ts";
import type { RoundReader } from "./form-catalogue.ts";

export function roundReader(db: Db, today: () => string): RoundReader {
  // By version and year, the last one compiled with what it was compiled of.
  const compiled = new Map<string, { made: string; form: CompiledForm }>();
  return async (definition, year) => {
    const day = today();
    const round = year === null ? await findOpenRound(db, day) : await findRound(db, year);
    if (!round) return undefined;
    const late = lateFeeOn(round, day);
    const key = `${definition.code}@${definition.version}#${round.year}`;
    const made = JSON.stringify([round.startsOn, round.endsOn, round.feeCents, late ?? null]);
    const known = compiled.get(key);
    if (known?.made === made) return known.form;
    const filled = withRoundFigures(definition.definition, round, late);
    const form = {
      ...compileForm(filled, definition.source),
      version: definition.version,
    } as CompiledForm;
    compiled.set(key, { made, form });
    return form;
  };
}
