import { useEffect, useState } from "react";
import { isAbortError } from "../../lib/http-client.ts";
import { useErrorHandler } from "../messages/index.ts";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "done"; value: T }
  | { state: "failed"; error: unknown };

/**
 * What `load` answers for `key`, loaded again whenever the key changes; a newer load cancels
 * an older one, and a failure is shown as every call's failure is (features/messages).
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const handleError = useErrorHandler();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is loaded.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    load(controller.signal).then(
      (value) => setLoaded({ state: "done", value }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setLoaded({ state: "failed", error });
        handleError(error);
      },
    );
    return () => controller.abort();
  }, [key]);
  return loaded;
}
