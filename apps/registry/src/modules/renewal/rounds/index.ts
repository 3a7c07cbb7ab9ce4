// Practising rounds: each year's period, renewal dates and fees, the figures a form filed for a
// round reads from its own, and the admin's round desk, whose routes are renewal/routes.ts.
export { createRoundDesk } from "./desk-service.ts";
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
  findRoundAfter,
  type NewPractisingRound,
  type PractisingRound,
} from "./store.ts";
