import type { Page } from "@portal/contract";
import type { PageValues } from "@portal/forms";
import { type RefObject, useEffect, useRef } from "react";
import type { UseFormGetValues } from "react-hook-form";
import { useDispatch } from "react-redux";
import { persistNow } from "../../../lib/persist-events.ts";
import { editedFieldRecords } from "./edited-fields.ts";
import { editedFieldsCleared, editedFieldsRecorded } from "./edited-fields-slice.ts";

/** Typing pauses this long before the edits are recorded (nothing runs per keystroke). */
export const RECORD_AFTER_MS = 400;

interface Options {
  enabled: boolean;
  page: Page;
  formToken: string;
  /** The values the page started with, before any remembered edits. */
  baseline: PageValues;
  getValues: UseFormGetValues<PageValues>;
  form: RefObject<HTMLFormElement | null>;
}

/**
 * Keeps the page's unsaved edits as edited-field records in the persisted store (SPEC §3):
 * after a pause in typing or choosing (input, change or click in the form: typed text,
 * options, added and removed rows), when the page goes away (reload, another page of the
 * form), and clears them once the page is saved. The diff runs on those moments only, never
 * per keystroke (DESIGN §5 typing budget).
 */
export function useRememberedEdits({
  enabled,
  page,
  formToken,
  baseline,
  getValues,
  form,
}: Options) {
  const dispatch = useDispatch();
  const saved = useRef(false);
  const last = useRef<string | null>(null);
  const ref = { formToken, pageCode: page.code };
  const record = useRef<() => void>(() => undefined);
  record.current = () => {
    if (saved.current) return;
    const records = editedFieldRecords(page, baseline, getValues());
    const text = JSON.stringify(records);
    if (text === last.current) return;
    last.current = text;
    dispatch(editedFieldsRecorded({ ...ref, records }));
  };

  useEffect(() => {
    const element = form.current;
    if (!enabled || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => record.current(), RECORD_AFTER_MS);
    };
    const now = () => {
      clearTimeout(timer);
      record.current();
      dispatch(persistNow());
    };
    for (const type of ["input", "change", "click"]) element.addEventListener(type, later);
    window.addEventListener("pagehide", now);
    return () => {
      for (const type of ["input", "change", "click"]) element.removeEventListener(type, later);
      window.removeEventListener("pagehide", now);
      // Leaving for another page of the form: what was typed just now is kept too.
      clearTimeout(timer);
      record.current();
    };
  }, [enabled, form, dispatch]);

  return {
    /** The save succeeded: the page's records go, and nothing is recorded after it. */
    saved() {
      if (!enabled) return;
      saved.current = true;
      dispatch(editedFieldsCleared(ref));
    },
  };
}
