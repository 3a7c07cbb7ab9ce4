// The e-mailed links (activation, password reset) as the app loads them.
import fp from "fastify-plugin";
import { createEmailLinkService, type EmailLinkService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    links: EmailLinkService;
  }
}

export const emailLinksPlugin = fp(
  async (app) => {
    const { db, clock, config } = app.core;
    app.decorate(
      "links",
      createEmailLinkService({
        db,
        clock,
        publicUrl: config.publicUrl,
        basename: config.portal.basename,
      }),
    );
  },
  { name: "email-links", dependencies: ["core"] },
);
