// Reads a page POST's `page` field (SPEC §7: the JSON of the page's values, repeating groups
// flattened to {groupId}[i].{fieldName}) into the engine's PageValues. Anything the portal
// could not have sent is refused with a 400 naming the field: malformed JSON, a key that is
// no field of this page, a value of the wrong type for its render type, more rows than the
// group allows. What is left is only ever values the definition knows, in their own shapes.
import { type FieldValue, requestMessages, validationMessages } from "@portal/contract";
import {
  type GroupRow,
  type PageValues,
  parseRowFieldKey,
  readPostedValue,
  rowLimits,
} from "@portal/forms";
import { ClientError } from "../../../http/client-error.ts";
import { hasUnsafeText } from "../../../http/unsafe-text.ts";
import type { DefinitionField } from "../definitions/checks/definition-schema.ts";
import type { CompiledPage } from "../definitions/load/catalogue.ts";
import { formMessages } from "../form-errors.ts";

/** The JSON object inside `page`; a JSON body may also carry the object itself. */
export function readPageJson(raw: unknown): Record<string, unknown> {
  let value: unknown = raw;
  if (raw === undefined || raw === null || raw === "")
    throw new ClientError(400, formMessages.missingPage);
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new ClientError(400, formMessages.malformedPage((error as Error).message));
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ClientError(400, formMessages.pageNotObject);
  }
  // "\u0000" and a lone "\ud800" are valid JSON escapes but no text PostgreSQL can store. The
  // raw text itself was checked at the edge, so only an escape can bring one in: JSON text
  // without "\u" (what JSON.stringify writes for ordinary text) needs no walk of its values.
  if ((typeof raw !== "string" || raw.includes("\\u")) && hasUnsafeText(value)) {
    throw new ClientError(400, requestMessages.unsafeText);
  }
  return value as Record<string, unknown>;
}

/**
 * The posted values of `page`, type-checked and unflattened (rows as lists): the engine's
 * unflattenGroupValues, built in the same pass as the checks (rows ordered by their index,
 * gaps closed up; every repeating group gets a list).
 */
export function parsePageValues(raw: unknown, page: CompiledPage): PageValues {
  const posted = readPageJson(raw);
  const groupIds = new Set(page.repeatingGroups.keys());
  const values: PageValues = {};
  const rowsByGroup = new Map<string, Map<number, GroupRow>>();
  for (const groupId of groupIds) rowsByGroup.set(groupId, new Map());
  for (const key of Object.keys(posted)) {
    const field = page.plainFields.get(key);
    if (field) {
      values[key] = checkedValue(key, field, posted[key]);
      continue;
    }
    const rowKey = parseRowFieldKey(key, groupIds);
    const rowField =
      rowKey && page.repeatingGroups.get(rowKey.groupId)!.fields.get(rowKey.fieldName);
    if (!rowKey || !rowField) throw new ClientError(400, formMessages.unknownField(key, page.code));
    const rows = rowsByGroup.get(rowKey.groupId)!;
    let row = rows.get(rowKey.liveIndex);
    if (!row) {
      row = {};
      rows.set(rowKey.liveIndex, row);
    }
    row[rowKey.fieldName] = checkedValue(key, rowField, posted[key]);
  }
  for (const [groupId, rows] of rowsByGroup) {
    const { max } = rowLimits(page.repeatingGroups.get(groupId)!.group);
    if (rows.size > max) throw new ClientError(400, validationMessages.tooManyRows(max));
    values[groupId] = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  }
  return values;
}

// What each render type accepts is the engine's (its row's value kind, `readPostedValue`).
function checkedValue(key: string, field: DefinitionField, value: unknown): FieldValue {
  const reading = readPostedValue(field, value);
  if ("value" in reading) return reading.value;
  throw new ClientError(
    400,
    reading.refused === "tooLong"
      ? formMessages.tooLong(key, reading.max)
      : formMessages.wrongType(key, reading.expected),
  );
}
