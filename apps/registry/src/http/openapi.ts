// OpenAPI at /docs, generated from the same zod schemas the routes validate with.
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { DESK_SESSION_COOKIE, SESSION_HEADER } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Call before any route is registered: @fastify/swagger collects routes as they are added. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Registry service",
        description: "The back office of the practitioner portal (SPEC §7).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "header", name: SESSION_HEADER },
          // The registrar's desk (modules/staff): a cookie of its own, docs/decisions/027.
          deskSession: { type: "apiKey", in: "cookie", name: DESK_SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export async function registerOpenApiUi(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    // Swagger UI sets inline styles; its scripts are files, so script-src stays 'self'.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
