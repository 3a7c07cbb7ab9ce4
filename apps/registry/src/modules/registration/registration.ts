// The anonymous registration's account (SPEC §4 Registration): a form whose definition has an
// `account` block makes, when it completes, the account its account page describes – the
// e-mail, the password already hashed on that page's save, the names – gives it the tiles of a
// new account, and becomes its form. The forms module calls this on completion, inside the
// completing save's transaction, so a form is never completed without its account.
import type { FieldErrors, PageValues } from "@portal/forms";
import type { Clock } from "../../core/clock.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  type CompiledForm,
  type CompiledPage,
  CompletionRefused,
  type FormCompletion,
  formMessages,
  type SavedValues,
  savedPageValues,
} from "../forms/index.ts";
import { assignTilesOfType, NEW_ACCOUNT_TILE_TYPE } from "../tiles/index.ts";
import { findUserByEmail, insertUser, type NewUser, normaliseEmail } from "../users/index.ts";
import { linkApplicationIdentity } from "../verified-identity/index.ts";

export function createRegistration(deps: { db: Db; clock: Clock }): FormCompletion {
  return {
    async pageErrors(form, page, posted, errors) {
      return (await emailTaken(deps.db, form, page, posted, errors))
        ? { [form.account!.email]: formMessages.emailTaken }
        : {};
    },

    async complete(tx: Tx, form: CompiledForm, saved: SavedValues, formId: number) {
      if (!form.account) return undefined;
      const userId = await insertUser(tx, accountOf(form, saved));
      // Registered meanwhile (another application, or the admin): nothing of this save stays.
      if (userId === undefined) throw new CompletionRefused(formMessages.emailTaken);
      await assignTilesOfType(tx, userId, NEW_ACCOUNT_TILE_TYPE);
      // The applicant who proved who they are signs in with that identity from the start.
      await linkApplicationIdentity(tx, formId, userId, deps.clock());
      return { ownerId: userId, message: formMessages.registrationSubmitted };
    },
  };
}

/** Whether the account page's e-mail, otherwise valid, already has an account. */
async function emailTaken(
  db: Db,
  form: CompiledForm,
  page: CompiledPage,
  posted: PageValues,
  errors: FieldErrors,
): Promise<boolean> {
  const account = form.account?.page === page.code ? form.account : undefined;
  if (!account || errors[account.email] !== undefined) return false;
  const email = posted[account.email];
  return typeof email === "string" && (await findUserByEmail(db, email)) !== undefined;
}

/** The account a submitted registration creates, from its saved account page. */
function accountOf(form: CompiledForm, saved: SavedValues): NewUser {
  const account = form.account!;
  const values = savedPageValues(saved, account.page) ?? {};
  const text = (name: string | undefined) => {
    const value = name === undefined ? undefined : values[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const firstName = text(account.firstName);
  const displayName = [firstName, text(account.surname)].filter(Boolean).join(" ") || undefined;
  return {
    email: normaliseEmail(text(account.email) ?? ""),
    passwordHash: text(account.password) ?? "",
    firstName: firstName ?? null,
    displayName: displayName ?? null,
  };
}
