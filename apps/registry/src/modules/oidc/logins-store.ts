// SQL of the sign-ins under way at an OpenID provider (oidc_logins).
import { and, eq, lte } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { oidcLogins } from "../../db/schema.ts";

export type OidcLoginRow = typeof oidcLogins.$inferSelect;

/** Records a sign-in under way, and forgets those started before `staleBefore`. */
export async function insertOidcLogin(
  ex: Executor,
  row: typeof oidcLogins.$inferInsert,
  staleBefore: Date,
): Promise<void> {
  await ex.delete(oidcLogins).where(lte(oidcLogins.createdAt, staleBefore));
  await ex.insert(oidcLogins).values(row);
}

/** Takes the sign-in (once): deleted whatever its age, answered only if started after `since`. */
export async function takeOidcLogin(
  ex: Executor,
  idHash: string,
  audience: string,
  since: Date,
): Promise<OidcLoginRow | undefined> {
  const taken = await firstRow(
    ex
      .delete(oidcLogins)
      .where(and(eq(oidcLogins.idHash, idHash), eq(oidcLogins.audience, audience)))
      .returning(),
  );
  return taken && taken.createdAt > since ? taken : undefined;
}
