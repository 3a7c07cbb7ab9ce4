import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { LoadFailures, useAction, useLoad } from "./loading.tsx";

/** A load of the test's own: each call waits to be answered, and keeps its signal. */
function pendingLoads() {
  const calls: {
    key: string;
    signal: AbortSignal;
    answer(v: string): void;
    fail(e: unknown): void;
  }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((answer, fail) => calls.push({ key, signal, answer, fail }));
  return { calls, load };
}

function withFailures(report = vi.fn((error: unknown) => `Failed: ${String(error)}`)) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoadFailures report={report}>{children}</LoadFailures>
  );
  return { report, wrapper };
}

describe("useLoad", () => {
  it("is loading, then has the answer", async () => {
    const { calls, load } = pendingLoads();
    const { wrapper } = withFailures();
    const { result } = renderHook(() => useLoad("a", load("a")), { wrapper });
    expect(result.current).toMatchObject({ loading: true, data: undefined, failure: undefined });
    act(() => calls[0]?.answer("A"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: "A" }));
  });

  it("aborts the call under way when the key changes, keeping the last answer meanwhile", async () => {
    const { calls, load } = pendingLoads();
    const { wrapper, report } = withFailures();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load(key)), {
      wrapper,
      initialProps: { key: "a" },
    });
    act(() => calls[0]?.answer("A"));
    await waitFor(() => expect(result.current.data).toBe("A"));
    rerender({ key: "b" });
    rerender({ key: "c" });
    expect(calls.slice(1).map((c) => [c.key, c.signal.aborted])).toEqual([
      ["b", true],
      ["c", false],
    ]);
    expect(result.current).toMatchObject({ loading: true, data: "A" });
    act(() => calls[1]?.fail(new Error("late")));
    act(() => calls[2]?.answer("C"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: "C" }));
    expect(report).not.toHaveBeenCalled();
  });

  it("aborts the call under way when the screen is left, and reports nothing of it", () => {
    const { calls, load } = pendingLoads();
    const { wrapper, report } = withFailures();
    const { unmount } = renderHook(() => useLoad("a", load("a")), { wrapper });
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
    act(() => calls[0]?.fail(new DOMException("left", "AbortError")));
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a failure once, shows its text, and tries again on reload", async () => {
    const { calls, load } = pendingLoads();
    const { wrapper, report } = withFailures();
    const { result } = renderHook(() => useLoad("a", load("a")), { wrapper });
    act(() => calls[0]?.fail("timed out"));
    await waitFor(() =>
      expect(result.current.failure).toEqual({ message: "Failed: timed out", retry: true }),
    );
    expect(report).toHaveBeenCalledTimes(1);
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, failure: undefined });
    act(() => calls[1]?.answer("A"));
    await waitFor(() => expect(result.current).toMatchObject({ loading: false, data: "A" }));
  });
});

describe("useAction", () => {
  it("runs one action at a time, busy meanwhile", async () => {
    const { wrapper } = withFailures();
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { result } = renderHook(() => useAction(action), { wrapper });
    act(() => void result.current.submit());
    act(() => void result.current.submit());
    expect(result.current.busy).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(result.current.busy).toBe(false);
  });

  it("keeps each refusal with a new attempt, and forgets it after a success", async () => {
    const { wrapper, report } = withFailures();
    const { result } = renderHook(() => useAction(), { wrapper });
    const refused = () => Promise.reject("no");
    await act(() => result.current.run(refused));
    await act(() => result.current.run(refused));
    expect(result.current.refusal).toEqual({ message: "Failed: no", attempt: 2 });
    expect(report).toHaveBeenCalledTimes(2);
    await act(() => result.current.run(async () => {}));
    expect(result.current.refusal).toBeUndefined();
  });
});

describe("a failure its part calls final", () => {
  it("is not offered again", async () => {
    const { calls, load } = pendingLoads();
    const report = () => "Not found";
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LoadFailures report={report} isFinal={(error) => error === 404}>
        {children}
      </LoadFailures>
    );
    const { result } = renderHook(() => useLoad("a", load("a")), { wrapper });
    act(() => calls[0]?.fail(404));
    await waitFor(() =>
      expect(result.current.failure).toEqual({ message: "Not found", retry: false }),
    );
  });
});
