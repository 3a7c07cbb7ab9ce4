import { useCallback, useEffect, useState } from "react";
import { failureMessage, isSignInRequired } from "./desk-api.ts";
import { useDeskSession } from "./desk-session.tsx";

/**
 * What a desk screen shows, loaded when `key` changes (its address, its filters): the data, or
 * why not. An ended desk session sends the staff member to the sign-in.
 */
export function useDeskData<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: string }>();
  const [round, setRound] = useState(0);
  const { signedOut } = useDeskSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: unknown) => {
        if (!current) return;
        if (isSignInRequired(error)) signedOut();
        else setState({ key, error: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // Data of an earlier key stays shown while the next loads (no flash of a spinner).
  return { data: state?.data, error: state?.error, loading: state?.key !== key, reload };
}
