// Several instances on one PostgreSQL may start at once (a deploy, a supervisor restarting
// them together). Migrations and the demo seed are written as if alone, so they run under a
// session advisory lock on a connection of their own: the second instance waits, then finds
// the work done. PGlite is one process's own database: nothing to wait for.
import postgres from "postgres";

/** The lock's key: any constant no other application on the server uses ("portal-start"). */
export const STARTUP_LOCK_KEY = 7_061_776_418_529_341n;

export async function duringStartup<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const holder = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await holder`select pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`;
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock itself fails.
    await holder`select pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`.catch(
      () => undefined,
    );
    await holder.end({ timeout: 5 });
  }
}
