// Starts the real registry service for the e2e suite on a fresh database, then hands over
// to its own main module. On PostgreSQL the project's database (E2E_DATABASE, named by the
// Playwright configuration after the project and E2E_PORT_OFFSET, so projects and parallel
// runs keep apart) is dropped and made anew, so every run starts from the demo data alone;
// a project's second instance (E2E_DATABASE_SHARED) waits for it and shares it.
import postgres from "postgres";

const kind = process.argv[2] ?? "pglite";
if (kind === "postgres") {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is needed for the postgres e2e project");
  const name = process.env.E2E_DATABASE ?? "portal_e2e";
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE ${name} is not a plain name`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  if (process.env.E2E_DATABASE_SHARED) {
    // A second instance of the project: the first made the database; wait until it is there.
    for (let tries = 0; ; tries++) {
      const [found] = await admin`select 1 as one from pg_database where datname = ${name}`;
      if (found) break;
      if (tries > 600) throw new Error(`database ${name} never appeared`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The desk's staff (e2e/support/add-desk-staff.ts), made once per project on a migrated database,
// under the start-up lock a second instance takes too.
if (!process.env.E2E_DATABASE_SHARED && process.env.E2E_PROJECT_DIR) {
  const { openDatabase } = await import("../../apps/registry/src/db/client.ts");
  const { runMigrations } = await import("../../apps/registry/src/db/migrate.ts");
  const { duringStartup } = await import("../../apps/registry/src/db/startup-lock.ts");
  const { parsePublicUrl } = await import("../../apps/registry/src/config-values.ts");
  const { addDeskStaff } = await import("./add-desk-staff.ts");
  const url = process.env.DATABASE_URL;
  const projectDir = process.env.E2E_PROJECT_DIR;
  // The address the service itself will put in its links (a project's proxy, not an instance).
  const publicUrl = parsePublicUrl(process.env);
  await duringStartup(url, async () => {
    const database = await openDatabase({ url, dataDir: process.env.DATA_DIR || "./data" });
    try {
      await runMigrations(database);
      await addDeskStaff(database.db, projectDir, publicUrl);
    } finally {
      await database.close();
    }
  });
}
await import("../../apps/registry/src/main.ts");
