// What other modules may use of account activation: issuing a link (the renewal reminders do)
// and the route that follows it, which app.ts wires.
export { activationExpiry, activationUrl, issueActivation } from "./links.ts";
export { registerActivationRoutes } from "./routes.ts";
