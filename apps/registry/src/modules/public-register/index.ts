// What the app may use of the public register: its service and routes, and how long a public
// answer may be kept (the certificate check answers the same way).
export { PUBLIC_CACHE_CONTROL, registerPublicRegisterRoutes } from "./routes.ts";
export { createPublicRegister, type PublicRegister } from "./service.ts";
