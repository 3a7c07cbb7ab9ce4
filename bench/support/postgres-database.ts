// A fresh PostgreSQL database for one benchmark run, on the server of TEST_DATABASE_URL.
import { freshPostgresDatabase } from "../../apps/registry/test/databases.ts";

/** A fresh PostgreSQL database for one run, dropped afterwards. */
export async function withPostgres<T>(
  adminUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const fresh = await freshPostgresDatabase(adminUrl);
  try {
    return await use(fresh.url);
  } finally {
    await fresh.drop();
  }
}
