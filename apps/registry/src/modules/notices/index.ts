// Dashboard notices: left by the review's decisions and the renewal reminders, taken by GET user.
export { createDashboardNotices } from "./dashboard-notices.ts";
export { insertNotice } from "./store.ts";
