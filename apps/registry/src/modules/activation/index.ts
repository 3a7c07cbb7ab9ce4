// What other modules may use of account activation: issuing a link (the renewal reminders do).
export { activationExpiry, activationUrl, issueActivation } from "./links.ts";
