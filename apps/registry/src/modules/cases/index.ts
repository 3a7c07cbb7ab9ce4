// What other modules may use of the cases module: opening a case when a concern is submitted.
export { type ConcernReceived, openCase } from "./open-case.ts";
