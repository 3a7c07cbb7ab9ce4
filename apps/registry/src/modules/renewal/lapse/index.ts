// The daily lapse at the end of grace, for the rest of the renewal room: its job and what it is
// given (the desk's reminder is given the same, but for the followers).
export { LAPSE_JOB, type LapseDeps, scheduleLapse } from "./lapse.ts";
