// The form instance a page request may reach (SPEC §4 Form loading): a session's own forms,
// an application only by its token. Another user's token is "Form not found." exactly like an
// unknown one. Then the page asked for must be the one its state lets the caller open.
import type { FormChanges, PageCode } from "@portal/contract";
import type { Db } from "../../../db/client.ts";
import { ClientError } from "../../../http/client-error.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import type { FormCatalogue } from "../definitions/load/form-catalogue.ts";
import type { FormCache } from "../form-cache.ts";
import { formMessages } from "../form-errors.ts";
import { type FoundForm, findForm, type ValuesSlice } from "../store.ts";
import type { SavedValues } from "./page-states.ts";

/**
 * Who asks: a signed-in user (their own forms), or someone holding the token of an anonymous
 * form of `formType` (a registration application, a concern), told `submitted` once it is.
 */
export type AnonymousAccess = { kind: "anonymous"; formType: string; submitted: string };
export type FormAccess = { kind: "owner"; userId: number } | AnonymousAccess;

export interface Instance {
  row: FoundForm;
  form: CompiledForm;
  saved: SavedValues;
  /** A draft moved to a new version: the questions it meets new or changed there. */
  changes: FormChanges | undefined;
}

export interface InstanceDeps {
  db: Db;
  /** Read-through cache of form instances: only when this process is the database's only client. */
  cache?: FormCache | undefined;
  catalogue: FormCatalogue;
}

/**
 * The instance with the saved values a request on `pageCode` needs (every page's when no
 * page is named): that page's, the account page's, and what page conditions read.
 */
export async function findInstance(
  deps: InstanceDeps,
  access: FormAccess,
  formType: string,
  token: string,
  pageCode?: string,
): Promise<Instance> {
  const code = access.kind === "owner" ? formType : access.formType;
  const where = {
    token,
    formTypeCode: code,
    ...(access.kind === "owner" ? { ownerId: access.userId } : {}),
  };
  const current = deps.catalogue.get(code);
  let row = deps.cache
    ? await cachedForm(deps.db, deps.cache, token)
    : await findForm(deps.db, where, sliceFor(current, pageCode));
  // The query above already asked this; a cached form has not been asked yet.
  const mine =
    row?.formTypeCode === code && (access.kind !== "owner" || row.ownerId === access.userId);
  const form = row && (await deps.catalogue.of(row));
  // A form on an earlier version may read other pages' answers than the current one does.
  if (row && form && form !== current && !deps.cache && pageCode !== undefined) {
    row = await findForm(deps.db, where, sliceFor(form, pageCode));
  }
  // An application is anonymous until submitted; then only its "submitted" answer remains.
  const reachable =
    row && mine && (access.kind === "owner" || row.ownerId === null || row.state === "completed");
  if (!row || !form || !reachable) throw new ClientError(404, formMessages.formNotFound);
  const changes = await changesOf(deps.catalogue, row, form);
  return { row, form, saved: row.values as SavedValues, changes };
}

/** What moving the draft `row` to its version changed, told until the form is submitted. */
async function changesOf(catalogue: FormCatalogue, row: FoundForm, form: CompiledForm) {
  const fromVersion = row.movedFromVersion;
  if (fromVersion === null || row.state !== "in_progress") return undefined;
  const from = await catalogue.of({
    formTypeCode: row.formTypeCode,
    definitionVersion: fromVersion,
  });
  return from ? { fromVersion, questions: catalogue.changes(from, form) } : undefined;
}

/** The page `code` if its state lets it be opened or saved; else why not. */
export function enabledPage(form: CompiledForm, pageCodes: PageCode[], code: string): CompiledPage {
  const page = form.pagesByCode.get(code);
  if (!page) throw new ClientError(404, formMessages.pageNotFound(code));
  const state = pageCodes[page.index]!.pageState;
  if (state === "enabled") return page;
  if (state === "done") throw new ClientError(400, formMessages.formCompleted);
  if (state === "disabled") throw new ClientError(400, formMessages.pageDisabled(page.name));
  throw new ClientError(400, formMessages.pageNotEnabled(page.name));
}

/** What a database read of a request on `pageCode` needs (a cached form holds every page). */
function sliceFor(definition: CompiledForm | undefined, pageCode?: string) {
  if (!definition || pageCode === undefined) return undefined;
  const pages = [pageCode, ...(definition.account ? [definition.account.page] : [])];
  return { pages, fields: definition.conditionFields } satisfies ValuesSlice;
}

/** Every saved page of the form, from the cache or read into it. */
async function cachedForm(db: Db, cache: FormCache, token: string) {
  const hit = cache.get(token);
  if (hit) return hit;
  const since = cache.generation();
  const row = await findForm(db, { token });
  if (row) cache.fill(token, row, since);
  return row;
}
