// What the app may use of the public register: its service and routes, and how long a public
// answer may be kept (the certificate check answers the same way); the follows tell changes in
// the terms of its allowed fields.

export { publicPractitionerOf } from "./public-practitioner.ts";
export { PUBLIC_CACHE_CONTROL, registerPublicRegisterRoutes } from "./routes.ts";
export { createPublicRegister, type PublicRegister } from "./service.ts";
