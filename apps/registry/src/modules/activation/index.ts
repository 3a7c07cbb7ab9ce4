// What other modules may use of account activation: issuing a link (the renewal's reminders and
// lapse letters do)
// and the route that follows it, which app.ts wires.
export { type ActivationLink, activationLink } from "./links.ts";
export { registerActivationRoutes } from "./routes.ts";
