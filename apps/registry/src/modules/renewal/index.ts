// The renewal season, as other modules may use it: each year's round with its dates and fees,
// and the figures a form filed for a round reads from its own.
export {
  addRound,
  findOpenRound,
  findRound,
  lateFeeOn,
  type NewPractisingRound,
  namesRoundFigures,
  type PractisingRound,
  ROUND_FEE,
  roundTexts,
  withRoundFigures,
} from "./rounds/index.ts";
