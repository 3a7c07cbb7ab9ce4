// Every definition the service serves is kept as an immutable version (decision 037): at
// start each file's definition is found by its content hash or kept as the type's next
// version, and becomes the version new forms start on. A form is read with its own version
// ever after, however its file changes.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import type { Db, Executor, Tx } from "../../../db/client.ts";
import { formDefinitionSchema } from "../definitions/checks/definition-schema.ts";
import { type CompiledForm, compileForm } from "../definitions/load/catalogue.ts";
import { FormCatalogue, type RoundReader } from "../definitions/load/form-catalogue.ts";
import { FormDefinitionError } from "../definitions/load/load-definitions.ts";
import { pagesNoLongerDone } from "../pages/stored-page-check.ts";
import { ensureFormTypes } from "../store.ts";
import { type Orphan, planMoves } from "./draft-moves.ts";
import {
  findVersion,
  insertVersion,
  listDraftsOffVersion,
  setCurrentVersion,
  writeMovedDraft,
} from "./versions-store.ts";

/** SHA-256 of the definition's canonical JSON (RFC 8785): key order and spacing do not count. */
export function contentHash(definition: unknown): string {
  return createHash("sha256").update(canonicalJson(definition)).digest("hex");
}

/** The definition as RFC 8785 JSON: what a version stores and its hash covers. */
const canonicalJson = (definition: unknown) => canonicalize(definition) ?? "";

/**
 * Gives every definition its form type row (a registration needs one) and registers the
 * files' definitions as versions (run once at start, under the start-up lock where instances
 * share a database); answers the catalogue forms are read with.
 */
export async function registerFormVersions(
  db: Db,
  files: FormCatalogue,
  inRound?: RoundReader,
): Promise<FormCatalogue> {
  await ensureFormTypes(
    db,
    [...files.values()].map((form) => ({ code: form.code, name: form.name })),
  );
  const current: CompiledForm[] = [];
  for (const form of files.values()) {
    const hash = contentHash(form.definition);
    const version = await db.transaction(async (tx) => {
      const kept =
        (await findVersion(tx, form.code, { contentHash: hash }))?.version ??
        (await insertVersion(tx, form.code, hash, canonicalJson(form.definition)));
      const before = await setCurrentVersion(tx, form.code, kept);
      if (before !== kept) await moveDrafts(tx, { ...form, version: kept });
      return kept;
    });
    current.push({ ...form, version });
  }
  return new FormCatalogue(current, (code, version) => loadVersion(db, code, version), inRound);
}

/**
 * Drafts on other versions move to `target` unless its file says they finish where they are;
 * an answer a move would leave without a place stops the start, naming it.
 */
async function moveDrafts(tx: Tx, target: VersionedForm) {
  const plan = await draftsPlan(tx, target);
  if (!plan) return;
  if (plan.orphans.length > 0) throw new FormDefinitionError(orphansMessage(target, plan.orphans));
  for (const moved of plan.moved) {
    await writeMovedDraft(tx, moved, target.version, pagesNoLongerDone(target, moved.saved));
  }
}

export type VersionedForm = CompiledForm & { version: number };

/** What `target` becoming current does to drafts on other versions; none when they finish. */
export async function draftsPlan(ex: Executor, target: VersionedForm) {
  if (target.definition.drafts?.earlierVersions === "finish") return undefined;
  return planMoves(target, await listDraftsOffVersion(ex, target.code, target.version));
}

export function orphansMessage(target: VersionedForm, orphans: Orphan[]) {
  const drafts = (n: number) => `${n} draft${n === 1 ? " holds" : "s hold"}`;
  return [
    `${target.source}: version ${target.version} of ${target.code} would leave answers that ` +
      "drafts on earlier versions hold without a place:",
    ...orphans.map((o) => `  ${o.path}: ${o.reason} (${drafts(o.drafts)} answers there)`),
    "Say in the file what happens to those drafts: `drafts: { earlierVersions: finish }` (they " +
      "finish on their own version), or `earlierVersions: move` with `renamed` or `removed` " +
      "for each answer above.",
  ].join("\n");
}

/** A kept version, compiled as its file once was. */
async function loadVersion(db: Db, code: string, version: number) {
  const stored = await findVersion(db, code, { version });
  if (!stored) return undefined;
  const definition = formDefinitionSchema.parse(JSON.parse(stored.definition));
  return { ...compileForm(definition, `${code} version ${version}`), version };
}
