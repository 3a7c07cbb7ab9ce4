// What other modules may use of the sessions module.
export type { SessionContext, SessionService } from "./service.ts";
export { isLiveIn, type SessionWindow, sessionWindowAt } from "./session-window.ts";
export { sessionRowsDead, sessionRowsLive } from "./store.ts";
