// SQL of definition versions: the kept definitions, each form type's current one, and the
// forms pinned to them.
import { and, eq, isNull, max, ne, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client.ts";
import {
  formAnswerHistory,
  formDefinitionVersions,
  formPages,
  forms,
  formTypes,
} from "../../../db/schema.ts";
import type { SavedValues } from "../pages/page-states.ts";
import type { MovedDraft, StoredDraft } from "./draft-moves.ts";

const ofType = (code: string) => eq(formDefinitionVersions.formTypeCode, code);

/** A kept version of the form type, by its content hash or its number. */
export async function findVersion(
  ex: Executor,
  code: string,
  which: { contentHash: string } | { version: number },
) {
  const [row] = await ex
    .select({
      version: formDefinitionVersions.version,
      definition: formDefinitionVersions.definition,
    })
    .from(formDefinitionVersions)
    .where(
      and(
        ofType(code),
        "contentHash" in which
          ? eq(formDefinitionVersions.contentHash, which.contentHash)
          : eq(formDefinitionVersions.version, which.version),
      ),
    );
  return row;
}

/** The number the form type's next version would have. */
export async function nextVersion(ex: Executor, code: string): Promise<number> {
  const [last] = await ex
    .select({ version: max(formDefinitionVersions.version) })
    .from(formDefinitionVersions)
    .where(ofType(code));
  return (last?.version ?? 0) + 1;
}

/** Keeps a definition as the form type's next version; answers its number. */
export async function insertVersion(
  ex: Executor,
  code: string,
  contentHash: string,
  definition: string,
): Promise<number> {
  const version = await nextVersion(ex, code);
  await ex
    .insert(formDefinitionVersions)
    .values({ formTypeCode: code, version, contentHash, definition });
  return version;
}

/** The version new forms of the type start on; null before any was registered. */
export async function findCurrentVersion(ex: Executor, code: string, lock = false) {
  const query = ex
    .select({ version: formTypes.currentVersion })
    .from(formTypes)
    .where(eq(formTypes.code, code));
  const [row] = await (lock ? query.for("update") : query);
  return row?.version ?? null;
}

/**
 * The version new forms of the type start on (and forms made before any version had); answers
 * the one it replaces.
 */
export async function setCurrentVersion(ex: Executor, code: string, version: number) {
  const before = await findCurrentVersion(ex, code, true);
  if (before === version) return before;
  await ex.update(formTypes).set({ currentVersion: version }).where(eq(formTypes.code, code));
  // Only the type's first versioned start finds forms without a version: every later insert
  // names one, so later starts skip this scan of the type's forms.
  if (before === null) {
    await ex
      .update(forms)
      .set({ definitionVersion: version })
      .where(and(eq(forms.formTypeCode, code), isNull(forms.definitionVersion)));
  }
  return before;
}

/** A form type's current version, for an insert that names none (seed and test data). */
export const currentVersionOf = (code: string) =>
  sql<number>`(select ${formTypes.currentVersion} from ${formTypes} where ${formTypes.code} = ${code})`;

/** The type's drafts on any other version than `version`, with their saved pages. */
export async function listDraftsOffVersion(
  ex: Executor,
  code: string,
  version: number,
): Promise<StoredDraft[]> {
  const rows = await ex
    .select({
      formId: forms.id,
      version: forms.definitionVersion,
      saved: sql<SavedValues | null>`(select json_object_agg(${formPages.pageCode}, ${formPages.values})
        from ${formPages} where ${formPages.formId} = ${forms.id})`,
    })
    .from(forms)
    .where(
      and(
        eq(forms.formTypeCode, code),
        eq(forms.state, "in_progress"),
        ne(forms.definitionVersion, version),
      ),
    );
  return rows.map((r) => ({ formId: r.formId, version: r.version ?? 0, saved: r.saved ?? {} }));
}

/**
 * A draft moved to `version`: its pages rewritten (those in `undone` kept but not done), its
 * answers to removed questions kept as history, the version it came from noted, its revision
 * raised (a page still open on the old version is refused when saved).
 */
export async function writeMovedDraft(
  tx: Tx,
  draft: MovedDraft,
  version: number,
  undone: readonly string[],
) {
  await tx.delete(formPages).where(eq(formPages.formId, draft.formId));
  const pages = Object.entries(draft.saved);
  if (pages.length > 0) {
    await tx.insert(formPages).values(
      pages.map(([pageCode, values]) => ({
        formId: draft.formId,
        pageCode,
        values,
        done: !undone.includes(pageCode),
      })),
    );
  }
  if (draft.retired.length > 0) {
    await tx.insert(formAnswerHistory).values(
      draft.retired.map((answer) => ({
        formId: draft.formId,
        version: draft.fromVersion,
        path: answer.path,
        value: answer.value,
      })),
    );
  }
  await tx
    .update(forms)
    .set({
      definitionVersion: version,
      movedFromVersion: draft.fromVersion,
      revision: sql`${forms.revision} + 1`,
    })
    .where(eq(forms.id, draft.formId));
}

/** Each kept version with when it was first served and how many forms are on it, by state. */
export async function listVersionsInUse(ex: Executor) {
  return ex
    .select({
      code: formDefinitionVersions.formTypeCode,
      version: formDefinitionVersions.version,
      firstServedAt: formDefinitionVersions.firstServedAt,
      current: sql<boolean>`${formTypes.currentVersion} = ${formDefinitionVersions.version}`,
      drafts: sql<number>`count(${forms.id}) filter (where ${forms.state} = 'in_progress')`.mapWith(
        Number,
      ),
      completed:
        sql<number>`count(${forms.id}) filter (where ${forms.state} = 'completed')`.mapWith(Number),
    })
    .from(formDefinitionVersions)
    .innerJoin(formTypes, eq(formTypes.code, formDefinitionVersions.formTypeCode))
    .leftJoin(
      forms,
      and(
        eq(forms.formTypeCode, formDefinitionVersions.formTypeCode),
        eq(forms.definitionVersion, formDefinitionVersions.version),
      ),
    )
    .groupBy(
      formDefinitionVersions.formTypeCode,
      formDefinitionVersions.version,
      formTypes.currentVersion,
    )
    .orderBy(formDefinitionVersions.formTypeCode, formDefinitionVersions.version);
}
