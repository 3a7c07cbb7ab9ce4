// A submitted form as its author answered it, for the desk (a registrar's submission, an
// investigator's concern): every page they went through in order, each question by its label and each answer as the form showed it (option names, dates
// DD/MM/YYYY, Yes/No), repeating groups as rows, questions the definition's expressions hid
// left out (the engine's sectionsAsSeen, as the form PDF does), files with their ids – and,
// against an earlier round, which answers changed.
import type { Field, FieldValue } from "@portal/contract";
import {
  type GroupRow,
  holdsFiles,
  liveRows,
  type PageValues,
  printedValue,
  rowsOf,
  sectionsAsSeen,
} from "@portal/forms";
import { shownOptions } from "../../options/index.ts";
import type { CompiledForm } from "../definitions/load/catalogue.ts";
import { pageCodesOf, type SavedValues } from "./page-states.ts";
import { secretFieldsOf } from "./page-values-io.ts";

export interface AnsweredFile {
  fileId: number;
  name: string;
  size: number;
  mimeType: string;
}

export interface Answer {
  fieldName: string;
  label: string;
  /** As the applicant saw it; "" when not answered. */
  value: string;
  files?: AnsweredFile[];
  /** Differs from the returned round's answer (round 2 on). */
  changed: boolean;
}

export type AnsweredGroup =
  | { groupId: string; title: string; repeating: false; answers: Answer[] }
  | {
      groupId: string;
      title: string;
      repeating: true;
      rows: Array<{ row: number; answers: Answer[] }>;
    };

export interface AnsweredPage {
  code: string;
  name: string;
  sections: Array<{ title: string; groups: AnsweredGroup[] }>;
  /** Some answer on the page changed since the returned round. */
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function filesIn(value: unknown): AnsweredFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f) =>
    typeof f === "object" && f !== null && "fileId" in f
      ? [
          {
            fileId: Number((f as { fileId: number }).fileId),
            name: String((f as { fileName?: string }).fileName ?? ""),
            size: Number((f as { fileSize?: number }).fileSize ?? 0),
            mimeType: String((f as { mimeType?: string }).mimeType ?? ""),
          },
        ]
      : [],
  );
}

function answerOf(field: Field, value: unknown, row: number | undefined, changed: boolean): Answer {
  const answer: Answer = {
    fieldName: field.fieldName,
    label: field.label ?? field.fieldName,
    value: printedValue(field, value as FieldValue | undefined, row),
    changed,
  };
  if (holdsFiles(field)) answer.files = filesIn(value);
  return answer;
}

/** The pages of `answers` as answered; `previous` (the returned round's) marks what changed. */
export function answeredPages(
  form: CompiledForm,
  answers: SavedValues,
  previous: SavedValues | undefined,
): AnsweredPage[] {
  const pageCodes = pageCodesOf(form, answers, true);
  return form.pages.flatMap((page, i) => {
    if (pageCodes[i]!.pageState === "disabled" || page.definition.formEndPage === true) return [];
    if (!Object.hasOwn(answers, page.code)) return [];
    const values = answers[page.code] as PageValues;
    const before = previous && Object.hasOwn(previous, page.code) ? previous[page.code] : undefined;
    const changedField = (name: string) =>
      previous !== undefined && !same(values[name], before?.[name]);
    // The account's password is stored as a hash: no one reads it, staff included.
    const secrets = secretFieldsOf(form, page);
    const seen = sectionsAsSeen(page.sections, values, shownOptions(values));
    const sections = seen.map((section) => ({
      title: section.title ?? "",
      groups: section.fieldGroups
        .map((group) => ({
          ...group,
          fields: group.fields.filter((f) => !secrets.has(f.fieldName)),
        }))
        .filter((group) => group.fields.length > 0)
        .map((group): AnsweredGroup => {
          const title = group.headerText ?? "";
          if (group.hasMany !== true) {
            return {
              groupId: group.groupId,
              title,
              repeating: false,
              answers: group.fields.map((field) =>
                answerOf(field, values[field.fieldName], undefined, changedField(field.fieldName)),
              ),
            };
          }
          const rows = liveRows(rowsOf(values, group.groupId));
          const earlier = before ? liveRows(rowsOf(before as PageValues, group.groupId)) : [];
          return {
            groupId: group.groupId,
            title,
            repeating: true,
            rows: rows.map((row: GroupRow, r) => ({
              row: r,
              answers: group.fields.flatMap((field) => {
                const cells = field.value as unknown[];
                // Hidden in this row (sectionsAsSeen printed nothing): left out.
                if (
                  cells[r] === null &&
                  row[field.fieldName] !== null &&
                  row[field.fieldName] !== undefined
                ) {
                  return [];
                }
                const changed =
                  previous !== undefined &&
                  !same(row[field.fieldName], earlier[r]?.[field.fieldName]);
                return [answerOf(field, row[field.fieldName], r, changed)];
              }),
            })),
          };
        }),
    }));
    const changed = sections.some((s) =>
      s.groups.some((g) =>
        g.repeating
          ? g.rows.some((r) => r.answers.some((a) => a.changed))
          : g.answers.some((a) => a.changed),
      ),
    );
    return [{ code: page.code, name: page.name, sections, changed }];
  });
}
