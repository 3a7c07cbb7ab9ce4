// SQL of definition versions: the kept definitions, each form type's current one, and the
// forms pinned to them.
import { and, eq, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { formDefinitionVersions, forms, formTypes } from "../../../db/schema.ts";

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

/** Keeps a definition as the form type's next version; answers its number. */
export async function insertVersion(
  ex: Executor,
  code: string,
  contentHash: string,
  definition: unknown,
): Promise<number> {
  const [last] = await ex
    .select({ version: max(formDefinitionVersions.version) })
    .from(formDefinitionVersions)
    .where(ofType(code));
  const version = (last?.version ?? 0) + 1;
  await ex
    .insert(formDefinitionVersions)
    .values({ formTypeCode: code, version, contentHash, definition });
  return version;
}

/** The version new forms of the type start on (and forms made before any version had). */
export async function setCurrentVersion(ex: Executor, code: string, version: number) {
  await ex.update(formTypes).set({ currentVersion: version }).where(eq(formTypes.code, code));
  await ex
    .update(forms)
    .set({ definitionVersion: version })
    .where(and(eq(forms.formTypeCode, code), isNull(forms.definitionVersion)));
}

/** A form type's current version, for an insert that names none (seed and test data). */
export const currentVersionOf = (code: string) =>
  sql<number>`(select ${formTypes.currentVersion} from ${formTypes} where ${formTypes.code} = ${code})`;
