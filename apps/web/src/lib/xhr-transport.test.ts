import { SESSION_HEADER } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestTimeoutError, request, type TimeoutProfile } from "./http-client.ts";

/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's would go to the network): it records
 * what is sent and lets the test play the upload and the answer.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  static readonly HEADERS_RECEIVED = 2;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  readyState = 0;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  aborted = false;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onreadystatechange?: () => void;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private responseHeaders: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  sent(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  headersIn(status: number, statusText: string, headers: Record<string, string>) {
    this.status = status;
    this.statusText = statusText;
    this.responseHeaders = headers;
    this.readyState = FakeXhr.HEADERS_RECEIVED;
    this.onreadystatechange?.();
  }
  answer(body: string) {
    this.responseText = body;
    this.readyState = 4;
    this.onload?.();
  }
}

/** The request sent, once the transport (loaded on first use) has sent it. */
function useFakeXhr(): () => Promise<FakeXhr> {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const fetchMock = vi.fn(() => Promise.reject(new Error("fetch must not be used")));
  vi.stubGlobal("fetch", fetchMock);
  return async () => {
    await vi.dynamicImportSettled();
    if (!FakeXhr.last) throw new Error("No request was sent");
    return FakeXhr.last;
  };
}

/** A page save asking for upload progress, sent by the fake XHR: the request, and how it ended. */
function useFakeSave(timeouts?: TimeoutProfile) {
  const xhr = useFakeXhr();
  const outcome = request("/save", {
    form: { page: "{}" },
    ...(timeouts && { timeouts }),
    onUploadProgress: () => undefined,
  }).catch((error: unknown) => error);
  return { xhr, outcome };
}

afterEach(() => {
  FakeXhr.last = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a request that asks for upload progress", () => {
  it("goes by XMLHttpRequest: the same headers and form body, progress told, answer read", async () => {
    const xhr = useFakeXhr();
    const progress: Array<[number, number]> = [];
    const outcome = request("/registry/api/v1/form/APC/t/recert", {
      form: { page: '{"a":"b c"}' },
      sessionId: "s-1",
      timeouts: "save",
      onUploadProgress: (sent, total) => progress.push([sent, total]),
    });
    const sent = await xhr();
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/registry/api/v1/form/APC/t/recert");
    expect(sent.headers[SESSION_HEADER.toLowerCase()]).toBe("s-1");
    expect(sent.headers.accept).toBe("application/json");
    expect(String(sent.body)).toBe("page=%7B%22a%22%3A%22b+c%22%7D");
    sent.sent(10, 40);
    sent.sent(40, 40);
    sent.headersIn(200, "OK", { "content-type": "application/json" });
    sent.answer('{"ok":true}');
    expect(await outcome).toEqual({
      status: 200,
      statusText: "OK",
      contentType: "application/json",
      body: '{"ok":true}',
    });
    expect(progress).toEqual([
      [10, 40],
      [40, 40],
    ]);
  });

  it("keeps the save time-outs: no headers within 120 s is a time-out, and the upload stops", async () => {
    vi.useFakeTimers();
    const { xhr, outcome } = useFakeSave("save");
    await vi.advanceTimersByTimeAsync(119_000);
    expect((await xhr()).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
    expect((await xhr()).aborted).toBe(true);
  });

  it("once the headers are in, waits for the body until the overall 240 s", async () => {
    vi.useFakeTimers();
    const { xhr, outcome } = useFakeSave("save");
    await vi.advanceTimersByTimeAsync(60_000);
    (await xhr()).headersIn(200, "OK", {});
    await vi.advanceTimersByTimeAsync(150_000);
    expect((await xhr()).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it("fails as fetch fails when the network does, so the error handler reads both alike", async () => {
    const { xhr, outcome } = useFakeSave();
    (await xhr()).onerror?.();
    const error = await outcome;
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe("Failed to fetch");
  });
});
