// The service's clock: every module reads the time through it, never `new Date()`, so tests
// move one clock and the whole service (sessions, jobs, rounds, the lapse) follows it.
export type Clock = () => Date;
