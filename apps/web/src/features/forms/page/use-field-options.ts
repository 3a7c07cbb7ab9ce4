import type { Field, FieldValue, Option } from "@portal/contract";
import {
  dependenciesOf,
  dependencyValues,
  type GroupRow,
  optionsEndpointOf,
  type PageValues,
} from "@portal/forms";
import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { fetchOptions } from "../form-api.ts";
import { type RowRef, referencedPath } from "./field-paths.ts";
import { usePageFormContext } from "./page-form-context.ts";

export interface FieldOptions {
  options: readonly Option[];
  /** True while the options are being fetched: the field is disabled and says "Loading...". */
  loading: boolean;
}

const NO_OPTIONS: readonly Option[] = [];
const EMPTY = "null";

/** The options a field's definition lists (for its row, in a repeating group). */
export function initialOptions(field: Field, row: RowRef | undefined): readonly Option[] {
  const details = row
    ? (field.hasManyFieldDetails?.[row.rawIndex] ?? field.fieldDetails)
    : field.fieldDetails;
  return details?.options ?? NO_OPTIONS;
}

/**
 * A field's options (SPEC §4 Dependent fields): the definition's own, or loaded from its
 * endpoint with formToken, formCode, page and the values of the fields it depends on. They
 * reload when those values change and all have a value; when one is empty the options are
 * empty and nothing is asked. In a repeating group each row loads its own. Only the
 * depended-on fields are watched, so typing elsewhere costs nothing here.
 *
 * Loaded options that no longer hold the current value clear it: a scope chosen for one
 * profession is no answer once the profession changes.
 */
export function useFieldOptions(field: Field, name: string, row: RowRef | undefined): FieldOptions {
  const endpoint = optionsEndpointOf(field);
  const context = usePageFormContext();
  const { getValues, setValue } = useFormContext();
  const dependencies = useMemo(() => (endpoint ? dependenciesOf(field) : []), [endpoint, field]);
  const paths = useMemo(
    () => dependencies.map((d) => referencedPath(d.fieldName, row)),
    [dependencies, row],
  );
  const key = useWatch({
    name: paths,
    compute: (watched: unknown[]) => {
      if (!endpoint) return EMPTY;
      const values: PageValues = {};
      const rowValues: GroupRow = {};
      dependencies.forEach((dependency, i) => {
        const value = watched[i] as FieldValue | undefined;
        if (paths[i] === dependency.fieldName) values[dependency.fieldName] = value ?? "";
        else rowValues[dependency.fieldName] = value;
      });
      return JSON.stringify(dependencyValues(field, values, row ? rowValues : undefined));
    },
  }) as string;

  const [state, setState] = useState<FieldOptions>(() => ({
    options: endpoint && key === EMPTY ? NO_OPTIONS : initialOptions(field, row),
    loading: Boolean(endpoint) && key !== EMPTY,
  }));

  const { formToken, formCode, pageCode, sessionId, reportError } = context;
  /** Keeps only the chosen values the new options still hold. */
  const keepOnly = useEffectEvent((options: readonly Option[]) => {
    const ids = new Set(options.map((option) => String(option.id)));
    const current = getValues(name) as FieldValue | undefined;
    if (Array.isArray(current)) {
      const kept = current.filter((item) => ids.has(String(item)));
      if (kept.length !== current.length) setValue(name, kept);
    } else if (
      current !== undefined &&
      current !== null &&
      current !== "" &&
      !ids.has(String(current))
    ) {
      setValue(name, "");
    }
  });
  const loaded = useEffectEvent((options: readonly Option[]) => {
    setState({ options, loading: false });
    keepOnly(options);
  });
  const failed = useEffectEvent((error: unknown) => {
    setState({ options: NO_OPTIONS, loading: false });
    reportError(error);
  });
  // Fetch only when what the options depend on changes. While loading, the field is disabled
  // (and React Hook Form drops a disabled field's value), so a refetch on an unrelated
  // re-render would erase the user's choice.
  useEffect(() => {
    if (!endpoint) return;
    if (key === EMPTY) {
      loaded(NO_OPTIONS);
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ options: previous.options, loading: true }));
    fetchOptions(
      endpoint,
      {
        formToken,
        formCode,
        page: pageCode,
        values: JSON.parse(key) as Record<string, FieldValue>,
      },
      sessionId,
      controller.signal,
    ).then(
      (options) => {
        if (!controller.signal.aborted) loaded(options);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) failed(error);
      },
    );
    return () => controller.abort();
  }, [endpoint, key, formToken, formCode, pageCode, sessionId]);

  return state;
}
