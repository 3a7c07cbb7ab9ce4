// What other modules and the app may use of the registration module.
export { createRegistration } from "./registration.ts";
