// The desk's view of a renewal round: who must renew and where they stand, who has not filed
// (listed and as CSV), and a reminder sent now from the desk; their routes are renewal/routes.ts.
export { createDeskReminder, type DeskReminderDeps } from "./desk-reminder.ts";
export { createRoundView, type RoundView } from "./service.ts";
