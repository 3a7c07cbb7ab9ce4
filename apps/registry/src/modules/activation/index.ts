// What other modules may use of account activation: a letter to someone on the register, with
// the link that makes their account when they have none, and the batches a daily job sends
// such letters in (the renewal's reminders and lapse, the recertification audit's letters);
// and the route that follows the link, which app.ts wires.
export type { ActivationLink } from "./links.ts";
export {
  type RegisterLetter,
  registerLetterMail,
  sendLettersInBatches,
} from "./register-letters.ts";
export { registerActivationRoutes } from "./routes.ts";
