import { type FormEvent, useState } from "react";
import { failureMessage } from "./desk-api.ts";

/**
 * A desk form's submit: one request at a time, and the refusal kept for the error summary
 * with a count that keys it, so every refused attempt moves focus to the summary again.
 */
export function useDeskSubmit(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; attempt: number }>();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await action();
      setRefusal(undefined);
    } catch (error) {
      setRefusal((before) => ({
        message: failureMessage(error),
        attempt: (before?.attempt ?? 0) + 1,
      }));
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    refusal,
    submit,
    refuse: (message: string) =>
      setRefusal((before) => ({ message, attempt: (before?.attempt ?? 0) + 1 })),
  };
}
