import type { FieldGroup } from "@portal/contract";
import { canAddRow, deleteRow, emptyRow, type GroupRow, rowLimits } from "@portal/forms";
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { domIdOf, groupErrorPath } from "./field-paths.ts";
import { FieldSlot } from "./field-slot.tsx";
import { ErrorText } from "./fields/field-frame.tsx";
import { rowTitle } from "./row-title.ts";
import { useFieldError } from "./use-field-state.ts";

export const DEFAULT_ADD_BUTTON_TEXT = "Add another";

const rowHeadingId = (groupId: string, rawIndex: number) =>
  `${domIdOf(`${groupId}.${rawIndex}`)}-heading`;
const addButtonId = (groupId: string) => `${domIdOf(groupId)}-add`;

/**
 * Rows rendered with the page; the others follow in steps, each a React transition (rendered
 * in slices between frames, so typing and clicks go first). A page of hundreds of rows then
 * shows and answers input at once rather than after every row's fields have mounted; all rows
 * are in the document a few frames later (nothing is virtualised).
 */
export const FIRST_ROWS = 20;
const ROWS_PER_STEP = 60;

type FocusRequest = { kind: "row-start" | "row-heading"; rawIndex: number } | { kind: "add" };

/**
 * A repeating group (SPEC §4): rows from minRows up to maxRows, each a fieldset headed
 * "{headerText} n". Adding appends an empty row and moves focus into it; deleting flags the
 * row (the engine's deleteRow: it stays in the values, marked, and is never counted, checked or
 * sent) and moves focus to the next row's heading, the previous one's, or the add button.
 * Past FIRST_ROWS, rows are shown in steps after the page.
 */
export function RepeatingGroup({ group }: { group: FieldGroup }) {
  const { control, getValues, clearErrors } = useFormContext();
  const { fields, append, update } = useFieldArray({ control, name: group.groupId });
  const focusRequest = useRef<FocusRequest | null>(null);
  const { max } = rowLimits(group);

  const liveIndexes = fields.flatMap((row, i) => ((row as GroupRow).__deleted ? [] : [i]));
  const rows = () => (getValues(group.groupId) ?? []) as GroupRow[];
  const canAdd = liveIndexes.length < max;
  const canDelete = liveIndexes.length > rowLimits(group).min;
  const [shownRows, setShownRows] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shownRows >= fields.length) return;
    const step = () => startTransition(() => setShownRows((n) => n + ROWS_PER_STEP));
    if (shownRows !== FIRST_ROWS) {
      step();
      return;
    }
    // The first step waits for the page's first paint: its commit, which cannot be
    // interrupted, would otherwise hold the frame that shows the page (decision 054).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shownRows, fields.length]);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.kind === "add") {
      document.getElementById(addButtonId(group.groupId))?.focus();
      return;
    }
    const heading = document.getElementById(rowHeadingId(group.groupId, request.rawIndex));
    const target =
      request.kind === "row-start"
        ? heading
            ?.closest("fieldset")
            ?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")
        : null;
    (target ?? heading)?.focus();
  });

  const add = () => {
    const current = rows();
    if (!canAddRow(group, current)) return;
    focusRequest.current = { kind: "row-start", rawIndex: current.length };
    // The new row, where focus goes, is shown at once with every row before it.
    setShownRows(Number.POSITIVE_INFINITY);
    append(emptyRow(group), { shouldFocus: false });
  };

  const remove = useCallback(
    (rawIndex: number) => {
      const current = (getValues(group.groupId) ?? []) as GroupRow[];
      const next = deleteRow(group, current, rawIndex);
      if (next === current) return;
      const live = next.flatMap((row, i) => (row.__deleted ? [] : [i]));
      const after = live.find((i) => i > rawIndex);
      const before = live.filter((i) => i < rawIndex).at(-1);
      const neighbour = after ?? before;
      focusRequest.current =
        neighbour === undefined ? { kind: "add" } : { kind: "row-heading", rawIndex: neighbour };
      clearErrors(`${group.groupId}.${rawIndex}`);
      update(rawIndex, next[rawIndex]!);
    },
    [group, getValues, clearErrors, update],
  );

  const addText = group.addButtonText?.trim() || DEFAULT_ADD_BUTTON_TEXT;
  return (
    <>
      {fields.slice(0, shownRows).map((row, rawIndex) => {
        const number = liveIndexes.indexOf(rawIndex) + 1;
        if (number === 0) return null;
        return (
          <RowView
            key={row.id}
            group={group}
            rawIndex={rawIndex}
            number={number}
            onDelete={canDelete ? remove : undefined}
          />
        );
      })}
      <GroupError groupId={group.groupId} />
      <div className="d-flex align-items-center gap-3 flex-wrap">
        <button
          type="button"
          id={addButtonId(group.groupId)}
          className="btn btn-outline-primary"
          disabled={!canAdd}
          onClick={add}
        >
          <span aria-hidden="true">+ </span>
          {addText}
        </button>
        {!canAdd && (
          <span className="form-text mt-0">You have added the most rows allowed ({max}).</span>
        )}
      </div>
    </>
  );
}

function GroupError({ groupId }: { groupId: string }) {
  const path = groupErrorPath(groupId);
  const error = useFieldError(path);
  return <ErrorText id={domIdOf(path)} error={error} />;
}

interface RowViewProps {
  group: FieldGroup;
  rawIndex: number;
  number: number;
  onDelete: ((rawIndex: number) => void) | undefined;
}

const RowView = memo(function RowView({ group, rawIndex, number, onDelete }: RowViewProps) {
  const row = useMemo(() => ({ group, rawIndex }), [group, rawIndex]);
  const title = rowTitle(group, number);
  const headingId = rowHeadingId(group.groupId, rawIndex);
  return (
    <fieldset className="repeating-row" aria-labelledby={headingId}>
      <legend className="repeating-row-legend">
        <h4 id={headingId} className="h6 mb-0" tabIndex={-1}>
          {title}
        </h4>
      </legend>
      {group.fields.map((field) => (
        <FieldSlot key={field.fieldName} field={field} group={group} row={row} />
      ))}
      {onDelete && (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(rawIndex)}
        >
          Delete
        </button>
      )}
    </fieldset>
  );
});
