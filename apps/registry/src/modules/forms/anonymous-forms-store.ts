// SQL of an anonymous form still under way – a registration application no one owns yet – as
// another module finds it to attach something of its own (the identity its applicant proved).
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { forms } from "../../db/schema.ts";

/** The form of this type, by token or id, while in progress and without an owner. */
export async function findOpenAnonymousForm(
  ex: Executor,
  where: { token: string } | { id: number },
  formTypeCode: string,
): Promise<{ id: number; token: string } | undefined> {
  return firstRow(
    ex
      .select({ id: forms.id, token: forms.token })
      .from(forms)
      .where(
        and(
          "token" in where ? eq(forms.token, where.token) : eq(forms.id, where.id),
          eq(forms.formTypeCode, formTypeCode),
          eq(forms.state, "in_progress"),
          isNull(forms.ownerId),
        ),
      ),
  );
}
