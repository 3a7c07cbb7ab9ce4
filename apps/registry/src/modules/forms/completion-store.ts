// SQL of the one change to a form's state another module makes: an approved payment completes
// the form it paid for (modules/payments, on its decision's transaction). Forms' rows are
// written only by this module's stores.
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow } from "../../db/rows.ts";
import { forms } from "../../db/schema.ts";

/** Completes the owner's form if it is still in progress; answers false when it was not. */
export async function completeFormInProgress(
  ex: Executor,
  formId: number,
  ownerId: number,
  writeDate: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(forms)
      .set({ state: "completed", writeDate })
      .where(and(eq(forms.id, formId), eq(forms.ownerId, ownerId), eq(forms.state, "in_progress")))
      .returning({ id: forms.id }),
  );
}
