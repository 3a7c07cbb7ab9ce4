// A fresh PostgreSQL database for one benchmark run, on the server of TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import postgres from "postgres";

/** A fresh PostgreSQL database for one run, dropped afterwards. */
export async function withPostgres<T>(
  adminUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `search_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
