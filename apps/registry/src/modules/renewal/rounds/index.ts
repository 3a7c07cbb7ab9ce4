// Practising rounds: each year's period, renewal dates and fees, and the figures a form filed
// for a round reads from its own. The admin's desk routes (desk-routes.ts) are registered by
// the app itself: they reach the staff guard, which the forms this module serves must not.
export {
  APC_FORM_TYPE,
  lateFeeOn,
  namesRoundFigures,
  ROUND_FEE,
  roundTexts,
  withRoundFigures,
} from "./round-values.ts";
export {
  addRound,
  findOpenRound,
  findRound,
  type NewPractisingRound,
  type PractisingRound,
} from "./store.ts";
