// The registrar's review as the app loads it: the queue, claims and decisions behind the staff
// guard. A decision e-mails the applicant and tells the record's followers in its transaction.
import fp from "fastify-plugin";
import { registerReviewRoutes } from "./routes.ts";
import { createReviewService, type ReviewService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The registrar's desk services; tests call them as the desk's routes do. */
    review: ReviewService;
  }
}

export const reviewPlugin = fp(
  async (app) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const { catalogue, cache } = app.forms;
    const review = createReviewService({
      db,
      catalogue,
      clock,
      outbox: app.outbox,
      audit,
      portalUrl,
      timeZone: config.portal.timeZone,
      forgetForm: (token) => cache?.forget(token),
      notifyFollowers: app.follows.notifyFollowers,
    });
    app.decorate("review", review);
    registerReviewRoutes(app, review, config.portal.timeZone);
  },
  { name: "review", dependencies: ["core", "forms", "mail", "follows", "staff"] },
);
