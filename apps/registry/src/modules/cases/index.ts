// What other modules may use of the cases module: opening a case when a concern is submitted,
// and the concern's answers as the service reads them.

export { type ConcernAnswers, concernAnswers } from "./concern-answers.ts";
export { type ConcernReceived, openCase } from "./open-case.ts";
export { countCases } from "./store.ts";
