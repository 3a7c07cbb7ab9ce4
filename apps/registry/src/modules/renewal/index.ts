// The renewal season, as other modules may use it: each year's round with its dates and fees,
// the figures a form filed for a round reads from its own, and the form renewals are filed on.
export {
  APC_FORM_TYPE,
  addRound,
  findOpenRound,
  findRound,
  findRoundAfter,
  lateFeeOn,
  type NewPractisingRound,
  namesRoundFigures,
  type PractisingRound,
  ROUND_FEE,
  roundTexts,
  withRoundFigures,
} from "./rounds/index.ts";
