// Two instances starting at once on one PostgreSQL: the migrations, the definition versions and
// the demo seed run one instance at a time, so both come up ready and the data is there once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl, freshPostgresDatabase } from "../../test/databases.ts";
import {
  type ServiceProcess,
  signInOver,
  startServiceProcess,
} from "../../test/service-process.ts";

describe.runIf(adminUrl)("two instances starting at once on one PostgreSQL", () => {
  const started: ServiceProcess[] = [];
  const dirs: string[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const service of started) {
      service.child.kill("SIGTERM");
      await service.exited;
    }
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("both come up ready, migrated, with one version of each definition and seeded once", async () => {
    const fresh = await freshPostgresDatabase(adminUrl!);
    drop = fresh.drop;
    const envOf = () => {
      const dir = mkdtempSync(join(tmpdir(), "portal-instance-"));
      dirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: fresh.url };
    };
    const both = await Promise.all([startServiceProcess(envOf()), startServiceProcess(envOf())]);
    started.push(...both);
    for (const service of both) expect(await signInOver(service.base)).toMatch(/\S{20,}/);

    const sql = postgres(fresh.url, { max: 1, onnotice: () => {} });
    try {
      const [users] = await sql`select count(*)::int as n from users
                                where email = 'practitioner@example.org'`;
      expect(users?.n).toBe(1);
      const migrations = await sql`select hash, count(*)::int as n
                                   from drizzle.__drizzle_migrations group by hash`;
      expect(migrations.every((row) => row.n === 1)).toBe(true);
      // Each definition kept once, as version 1, whichever instance registered it.
      const versions = await sql`select form_type_code, count(*)::int as n, max(version) as v
                                 from form_definition_versions group by form_type_code`;
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.every((row) => row.n === 1 && row.v === 1)).toBe(true);
      const [held] = await sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`;
      expect(held?.n).toBe(0);
    } finally {
      await sql.end();
    }
  }, 120_000);
});
