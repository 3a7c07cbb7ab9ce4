// The service's routes as they were registered: method, URL pattern and schema. The security
// suite (src/security/) derives its fuzzing and its object-level authorisation matrix from
// this table, so a new route is covered (or refused by the suite) without anyone remembering.
import type { FastifyInstance, FastifySchema } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Call before any route is added: routes registered earlier are not seen. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, schema: route.schema });
  });
}
