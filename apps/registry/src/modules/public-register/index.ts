// What the app may use of the public register: its service and routes.
export { registerPublicRegisterRoutes } from "./routes.ts";
export { createPublicRegister, type PublicRegister } from "./service.ts";
