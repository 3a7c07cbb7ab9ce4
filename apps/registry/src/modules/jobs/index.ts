// What other modules may use of the job runner: the runner and its handlers, and the store's
// reading and re-queuing of one kind's jobs (an operator command's, such as npm run mail).
export {
  createJobRunner,
  DEFAULT_LEASE_MS,
  DEFAULT_POLL_MS,
  DEFAULT_RETRY_DELAYS_MS,
  dailySlot,
  type JobHandler,
  type JobOutcome,
  type JobRunner,
} from "./runner.ts";
export {
  countJobsByState,
  deleteDoneJobs,
  type JobRow,
  listJobs,
  requeueFailedJobs,
} from "./store.ts";
