// The mail module as the app loads it: the outbox every module writes e-mails into, delivered by
// the job runner through the mailer (from the configuration unless one is given).
import fp from "fastify-plugin";
import { createMailer, type Mailer } from "./mailer.ts";
import { createOutbox, type Outbox } from "./outbox.ts";

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const { db, clock, config, metrics } = app.core;
    const mailer =
      options.mailer ??
      createMailer({ settings: config.mail, dataDir: config.dataDir, log: app.log });
    const outbox = createOutbox({ db, jobs: app.jobs, mailer, metrics: metrics.mail });
    outbox.pruneDaily({ clock, timeZone: config.portal.timeZone });
    app.decorate("outbox", outbox);
    app.addHook("onClose", metrics.mail.observeOutbox(outbox.counts));
    // Polling stops, and the deliveries under way end, before the transport closes.
    app.addHook("onClose", async () => {
      await app.jobs.stop();
      await mailer.close();
    });
  },
  { name: "mail", dependencies: ["core", "jobs"] },
);
