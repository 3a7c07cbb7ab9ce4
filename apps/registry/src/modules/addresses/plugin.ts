// The address search (SPEC §7) as the app loads it, over the demo addresses.
import fp from "fastify-plugin";
import { demoAddresses } from "./demo-addresses.ts";
import { registerAddressRoutes } from "./routes.ts";

export const addressesPlugin = fp(async (app) => registerAddressRoutes(app, demoAddresses), {
  name: "addresses",
});
