// What other modules may use of the sessions module.
export type { Clock, SessionContext, SessionService } from "./service.ts";
