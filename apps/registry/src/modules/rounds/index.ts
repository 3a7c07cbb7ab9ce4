// Practising rounds: each year's period, renewal dates and fees, and the figures a form filed
// for a round reads from its own.
export { namesRoundFigures, ROUND_FEE, roundTexts, withRoundFigures } from "./round-values.ts";
export {
  addRound,
  findOpenRound,
  findRound,
  type NewPractisingRound,
  type PractisingRound,
} from "./store.ts";
