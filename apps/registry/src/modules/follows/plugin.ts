// Following a public record as the app loads it: the follow calls, and `notifyFollowers`,
// which the register, the review and the lapse call in the transaction of each change the
// public sees.
import fp from "fastify-plugin";
import { registerFollowRoutes } from "./routes.ts";
import { createFollows, type Follows } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    follows: Follows;
  }
}

export const followsPlugin = fp(
  async (app) => {
    const { db, clock, config, metrics, captcha, portalUrl, apiOrigin } = app.core;
    const follows = createFollows({
      db,
      clock,
      outbox: app.outbox,
      captcha,
      jobs: app.jobs,
      portalUrl,
      apiOrigin,
      timeZone: config.portal.timeZone,
      metrics: metrics.follows,
    });
    app.decorate("follows", follows);
    registerFollowRoutes(app, follows, apiOrigin);
  },
  { name: "follows", dependencies: ["core", "jobs", "mail"] },
);
