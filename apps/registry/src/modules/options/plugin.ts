// The option lists (SPEC §7) as the app loads them.
import fp from "fastify-plugin";
import { registerOptionRoutes } from "./routes.ts";

export const optionsPlugin = fp(async (app) => registerOptionRoutes(app), { name: "options" });
