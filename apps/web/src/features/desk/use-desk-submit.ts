import { type FormEvent, useState } from "react";
import { failureMessage } from "./desk-api.ts";

/**
 * A desk form's submit: one request at a time, and the refusal kept for the error summary
 * with a count that keys it, so every refused attempt moves focus to the summary again.
 * `run` does the same for an action chosen at the moment (a panel of several buttons).
 */
export function useDeskSubmit(action?: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; attempt: number }>();
  const refuse = (message: string) =>
    setRefusal((before) => ({ message, attempt: (before?.attempt ?? 0) + 1 }));
  const run = async (chosen: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await chosen();
      setRefusal(undefined);
    } catch (error) {
      refuse(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (action) await run(action);
  };
  return { busy, refusal, submit, run, refuse };
}
