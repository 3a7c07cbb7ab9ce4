// What the service writes at every start, after the migrations: the product's tile catalogue
// always; the demo (accounts, forms, the generated register, the renewal round, the desk's
// applicants and concerns, the CPD cycles and log, the peers naming the demo practitioner) only outside production. A regulator's
// production register holds only real people: a demo account there signs in with the README's
// published password, the invented practitioners would answer the public register, and the
// demo round e-mails a demo address.
import { calendarDateAt } from "@portal/contract";
import type { App } from "../src/app.ts";
import type { AppConfig } from "../src/config.ts";
import type { Db } from "../src/db/client.ts";
import { catchUpPractitionerTiles } from "../src/modules/tiles/index.ts";
import { seedConcernsDemo } from "./concerns-demo.ts";
import { seedDeskDemo } from "./desk-demo.ts";
import { seedPeersDemo } from "./peers-demo.ts";
import { seedRecertificationDemo } from "./recertification-demo.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedRenewalDemo } from "./renewal-demo.ts";
import { seedDemoData } from "./seed.ts";
import { writeTileCatalogue } from "./tile-catalogue.ts";

/** The one place that decides whether a start makes the demo. */
export const seedsDemo = (config: Pick<AppConfig, "nodeEnv">): boolean =>
  config.nodeEnv !== "production";

export const NO_DEMO_MESSAGE =
  "NODE_ENV=production: no demo data made (no demo accounts, generated register or demo " +
  "round). Desk staff are added with `npm run staff:add`; the register is empty until it is " +
  "imported.";

/** The demo staff accounts' one-time password links, while their passwords are not set. */
export interface DemoLinks {
  deskLink?: string;
  investigatorLink?: string;
}

/** Answers the demo staff accounts' one-time password links, when the demo made them. */
export async function seedAtStart(app: App, db: Db, config: AppConfig): Promise<DemoLinks> {
  await db.transaction(async (tx) => {
    await writeTileCatalogue(tx);
    await catchUpPractitionerTiles(tx);
  });
  if (!seedsDemo(config)) {
    app.log.info(NO_DEMO_MESSAGE);
    return {};
  }
  return seedDemo(app, db, config);
}

async function seedDemo(app: App, db: Db, config: AppConfig) {
  const today = calendarDateAt(new Date(), config.portal.timeZone);
  app.log.info(await seedDemoData(db, config.forms), "demo data");
  app.log.info(await seedRegister(db, { today }), "practitioner register");
  app.log.info(await seedRenewalDemo(db, today), "renewal round (demo)");
  app.log.info(await seedRecertificationDemo(db, today), "recertification (demo)");
  app.log.info(await seedPeersDemo(db, today), "professional peers (demo)");
  const now = new Date();
  const desk = await seedDeskDemo(app, db, { publicUrl: config.publicUrl, now });
  const { applicationsAdded, applicationsRefused, deskLink } = desk;
  if (applicationsRefused) app.log.warn(`demo applications not made: ${applicationsRefused}`);
  app.log.info({ applicationsAdded }, "desk (demo)");
  const { concernsAdded, investigatorLink } = await seedConcernsDemo(app, db, {
    publicUrl: config.publicUrl,
    now,
  });
  app.log.info({ concernsAdded }, "concerns (demo)");
  return { ...(deskLink ? { deskLink } : {}), ...(investigatorLink ? { investigatorLink } : {}) };
}
