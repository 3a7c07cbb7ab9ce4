import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { HttpError, isAbortError } from "./http-client.ts";

/**
 * How one part of the portal tells of a call that failed: it reports the failure where that
 * part's failures go (the desk: its sign-in when the session ended; the public register: the
 * portal's message banner) and answers the text to show on the screen, if any.
 */
export type ReportFailure = (error: unknown) => string | undefined;

interface FailureWays {
  report: ReportFailure;
  /** How the part shows a failed load's text (the desk: its error summary). */
  summary?: ((message: string) => ReactNode) | undefined;
  /** A failure the same call would meet again: the service's own answer (not found, refused). */
  isFinal?: ((error: unknown) => boolean) | undefined;
}

/**
 * Whether a call answered with this status may fare otherwise if made again: no answer (0), a
 * time-out, too many requests or the service's own trouble may pass; its other refusals stand.
 */
export const mayPassAgain = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

/** A portal call the service refused for good: making it again would meet the same answer. */
export const refusedForGood = (error: unknown) =>
  error instanceof HttpError && !mayPassAgain(error.response.status);

const FailureContext = createContext<FailureWays | undefined>(undefined);

/**
 * Around the screens that load with `useLoad` and act with `useAction`: what a failure does,
 * and how a failed load's text shows (given here, so a part that shows none loads none of it).
 */
export function LoadFailures({ children, ...ways }: FailureWays & { children: ReactNode }) {
  const { report, summary, isFinal } = ways;
  const value = useMemo(() => ({ report, summary, isFinal }), [report, summary, isFinal]);
  return <FailureContext value={value}>{children}</FailureContext>;
}

/**
 * Around screens that tell a failed call in the portal's message banner (`tell`: the general
 * error handler of features/messages, SPEC §8), so they show only the control that tries again;
 * a failure `quiet` picks is told nowhere.
 */
export function BannerFailures({
  tell,
  quiet,
  children,
}: {
  tell: (error: unknown) => void;
  quiet?: (error: unknown) => boolean;
  children: ReactNode;
}) {
  const report = useCallback(
    (error: unknown) => {
      if (!quiet?.(error)) tell(error);
      return undefined;
    },
    [tell, quiet],
  );
  return (
    <LoadFailures report={report} isFinal={refusedForGood}>
      {children}
    </LoadFailures>
  );
}

function useFailureWays(): FailureWays {
  const ways = useContext(FailureContext);
  if (!ways) throw new Error("useLoad or useAction outside LoadFailures");
  return ways;
}

/** The part's way to show a failed load's text, if it shows one on the screen. */
export const useFailureSummary = () => useFailureWays().summary;

/** A failed call: the text its part shows (none when it is told elsewhere, as a banner). */
export interface Failure {
  message: string | undefined;
  /** Whether trying again may help: the screen offers it only then. */
  retry: boolean;
}

export interface Loaded<T> {
  /** The latest answer: an earlier key's while the next loads (no flash of a spinner). */
  data: T | undefined;
  /** True until the current key's load has settled. */
  loading: boolean;
  /** The current key's load failed: shown with a control that calls `reload` if it may help. */
  failure: Failure | undefined;
  /** Loads the current key again: a retry, or a refresh after a change made here. */
  reload(): void;
}

interface Settled<T> {
  key: string;
  round: number;
  data?: T;
  failure?: Failure;
}

/**
 * What `load` answers for `key`, loaded again whenever the key changes or `reload` is called.
 * Leaving the screen, or a newer key, aborts the call under way (its signal): nothing of it is
 * shown or reported. The call's own time-outs are lib/http-client.ts's (SPEC §9); a time-out
 * is a failure like any other.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const { report, isFinal } = useFailureWays();
  const [settled, setSettled] = useState<Settled<T>>();
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` reads.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, round, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const failure = { message: report(error), retry: !isFinal?.(error) };
        setSettled({ key, round, failure });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const current = settled?.key === key && settled.round === round;
  return {
    data: settled?.data,
    loading: !current,
    failure: current ? settled.failure : undefined,
    reload,
  };
}

/** A refused action: its text, and a count that keys the summary so each refusal takes focus. */
export interface Refusal {
  message: string | undefined;
  attempt: number;
}

/**
 * A screen's action (a form's submit, a button): one at a time, `busy` while it runs, and its
 * refusal kept for the screen to show. A write is not abandoned halfway when the screen is
 * left (the service may have done it already); its answer is simply not shown. `submit` runs
 * the action given here; `run` one chosen at the moment (a panel of several buttons).
 */
export function useAction(action?: () => Promise<void>) {
  const { report } = useFailureWays();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const running = useRef(false);
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  const refuse = (message: string | undefined) =>
    setRefusal((before) => ({ message, attempt: (before?.attempt ?? 0) + 1 }));
  const run = async (chosen: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await chosen();
      if (here.current) setRefusal(undefined);
    } catch (error) {
      if (here.current && !isAbortError(error)) refuse(report(error));
    } finally {
      running.current = false;
      if (here.current) setBusy(false);
    }
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (action) await run(action);
  };
  return { busy, refusal, submit, run, refuse };
}
