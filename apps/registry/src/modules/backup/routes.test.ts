// GET /operations/backup: the embedded database, only to the bearer of DATA_DIR/backup.key
// (404 on PostgreSQL, whatever is sent). What it answers is a whole database: loaded into a
// fresh PGlite, it holds the rows written before it was asked for.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheapUser } from "../../../test/accounts.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import { type Database, executeRows, openDatabase } from "../../db/client.ts";
import { migrationCount } from "../../db/migrate.ts";
import { BACKUP_KEY_FILE, BACKUP_PATH, backupMessages, MIGRATIONS_HEADER } from "./routes.ts";

describe.each(testDatabases)("GET /operations/backup on $name", (testDb) => {
  const dataDir = mkdtempSync(join(tmpdir(), "registry-backup-route-"));
  const service = {} as { app: App; database: Database };
  beforeAll(async () => {
    Object.assign(service, await openTestService(testDb, { env: { DATA_DIR: dataDir } }));
  });
  afterAll(async () => {
    await closeTestService(service);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (authorization?: string) =>
    service.app.inject({
      url: BACKUP_PATH,
      headers: authorization === undefined ? {} : { authorization },
    });

  if (testDb.name === "postgres") {
    it("does not exist: pg_dump is the backup there, and no key is made", async () => {
      for (const authorization of [undefined, "Bearer anything"]) {
        const res = await get(authorization);
        expect(res.statusCode).toBe(404);
        expect(res.headers["content-type"]).toContain("json");
      }
      expect(() => readFileSync(join(dataDir, BACKUP_KEY_FILE))).toThrow(/ENOENT/);
    });
    return;
  }

  it("answers no one without the backup key", async () => {
    const missing = await get();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ message: backupMessages.missing });
    expect(missing.headers["www-authenticate"]).toBe('Bearer realm="backup"');
    for (const wrong of ["Bearer not-the-key", "Basic YWRtaW46YWRtaW4=", "Bearer"]) {
      const res = await get(wrong);
      expect([401, 403]).toContain(res.statusCode);
      expect(res.headers["content-type"]).toContain("json");
    }
    expect((await get("Bearer not-the-key")).json()).toEqual({ message: backupMessages.wrong });
  });

  it("answers the key's bearer a dump that holds every row written before", async () => {
    const user = await createCheapUser(service.database.db);
    const key = readFileSync(join(dataDir, BACKUP_KEY_FILE), "utf8").trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const res = await get(`Bearer ${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["cache-control"]).toBe("no-store");
    const migrations = await migrationCount(service.database);
    expect(Number(res.headers[MIGRATIONS_HEADER])).toBe(migrations);

    const target = mkdtempSync(join(tmpdir(), "registry-backup-load-"));
    const copy = await openDatabase({ dataDir: target, loadDataDir: gunzipSync(res.rawPayload) });
    try {
      const rows = await executeRows<{ email: string }>(
        copy.db,
        sql`select email from users where email = ${user.email}`,
      );
      expect(rows).toEqual([{ email: user.email }]);
      expect(await migrationCount(copy)).toBe(migrations);
    } finally {
      await copy.close();
      rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);
});
