// Production holds only real data (DESIGN §6): the real service (main.ts) started with
// NODE_ENV=production, as a regulator runs it, makes no demo account, no generated register and
// no demo round, and so sends no e-mail; the product's tile catalogue is written all the same.
// Outside production the demo is made: the seed tests and every test that signs the demo
// practitioner in to a started service (test/service-process.ts) hold that.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  apiPaths,
  errorMessages,
  publicRegisterPageSchema,
  publicRegisterPaths,
} from "@portal/contract";
import type { Challenge } from "altcha-lib";
import { eq, getTableName } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { NO_DEMO_MESSAGE, seedsDemo } from "../seed/at-start.ts";
import { newAccountTiles, practitionerTiles } from "../seed/tile-catalogue.ts";
import { solveAltcha } from "../test/altcha.ts";
import {
  postDemoSignIn,
  type ServiceProcess,
  startServiceProcess,
} from "../test/service-process.ts";
import { openDatabase } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import { MAIL_JOB } from "./modules/mail/index.ts";

/** The round migration 0021 writes for every deployment: the product's, not the demo's. */
const MIGRATION_ROUND = "2026/2027";

describe("a start with NODE_ENV=production", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-production-"));
  let service: ServiceProcess | undefined;
  afterAll(() => {
    if (service?.child.exitCode === null) service.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes no demo account, register or round, sends no e-mail, and says so", async () => {
    service = await startServiceProcess({
      NODE_ENV: "production",
      // Production refuses CAPTCHA=off: the sign-in below solves the challenge as the widget does.
      CAPTCHA: "altcha",
      // Production refuses a start without a mail server; nothing here is ever sent to it.
      SMTP_URL: "smtp://127.0.0.1:9",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    });
    const { base } = service;

    const challenge = await fetch(`${base}${apiPaths.captchaChallenge}`).then(
      (res) => res.json() as Promise<Challenge>,
    );
    const signIn = await postDemoSignIn(base, await solveAltcha(challenge));
    // 401, not the captcha's 400: the captcha passed and the README's account does not exist.
    expect(signIn.status).toBe(401);
    expect(await signIn.text()).toContain(errorMessages.loginFailedRaw);

    const search = await fetch(`${base}${publicRegisterPaths.search}?q=a`);
    expect(search.status).toBe(200);
    const page = publicRegisterPageSchema.parse(await search.json());
    expect(page).toMatchObject({ totalItems: 0, practitioners: [] });

    expect(service.log()).toContain(NO_DEMO_MESSAGE);
    service.child.kill("SIGTERM");
    expect(await service.exited, service.stderr()).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const { db } = database;
      for (const table of [
        schema.users,
        schema.forms,
        schema.practitioners,
        schema.staffAccounts,
      ]) {
        expect(await db.$count(table), getTableName(table)).toBe(0);
      }
      const rounds = await db
        .select({ year: schema.practisingRounds.year })
        .from(schema.practisingRounds);
      expect(rounds).toEqual([{ year: MIGRATION_ROUND }]);
      // No one to remind and no demo round: no e-mail was ever queued.
      expect(await db.$count(schema.jobs, eq(schema.jobs.kind, MAIL_JOB))).toBe(0);
      // The product's configuration is there: the tiles a registered account is given.
      const tiles = await db.select({ type: schema.tiles.type }).from(schema.tiles);
      const catalogue = [...newAccountTiles, ...practitionerTiles].flatMap((tile) => [
        tile.type,
        ...(tile.subTiles ?? []).map((sub) => sub.type),
      ]);
      expect(tiles.map((tile) => tile.type).sort()).toEqual(catalogue.sort());
    } finally {
      await database.close();
    }
    const mailDir = join(dataDir, "mail");
    expect(existsSync(mailDir) ? readdirSync(mailDir) : []).toEqual([]);
  });

  it("is the one decision: only NODE_ENV=production goes without the demo", () => {
    expect(seedsDemo({ nodeEnv: "production" })).toBe(false);
    for (const nodeEnv of ["development", "test", "staging"]) {
      expect(seedsDemo({ nodeEnv })).toBe(true);
    }
  });
});
