import { SESSION_HEADER, timeouts } from "@portal/contract";
import { type ReadableSchema, readTolerantly } from "./tolerant-read.ts";
import {
  fetchTransport,
  type ReceivedResponse,
  type Transport,
  type UploadProgressListener,
} from "./transport.ts";

export type { ReceivedResponse } from "./transport.ts";

/**
 * The portal's one way to call the registry service (SPEC §7, time-outs of §9).
 * Every answer is read in full here, so the error handler of §8 can look at the body.
 */

export type TimeoutProfile = "default" | "save";

const timeoutProfiles: Record<TimeoutProfile, { responseMs: number; overallMs: number }> = {
  default: { responseMs: timeouts.defaultResponseMs, overallMs: timeouts.defaultOverallMs },
  save: { responseMs: timeouts.saveResponseMs, overallMs: timeouts.saveOverallMs },
};

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as the session header; pass it on every signed-in call. */
  sessionId?: string | null;
  /** Sent form-encoded, as SPEC §7 asks for login, set-password and page saves. */
  form?: Record<string, string>;
  /** Sent as JSON (the desk's calls; name their method). */
  json?: unknown;
  /** Query string values; empty values are left out. */
  query?: Record<string, string | number | undefined>;
  /** `save` for form saves and document-render submits (120 s / 240 s). */
  timeouts?: TimeoutProfile;
  /** Lets a screen abandon a call when it unmounts. */
  signal?: AbortSignal;
  /**
   * Told how many bytes of the body have gone out, of how many. fetch cannot tell, so a call
   * that asks is sent by XMLHttpRequest (`xhr-transport.ts`), with the same time-outs.
   */
  onUploadProgress?: UploadProgressListener;
}

/** No headers within the response time-out, or no full body within the overall one. */
export class RequestTimeoutError extends Error {
  override name = "RequestTimeoutError";
  constructor() {
    super("The request timed out");
  }
}

/** The service answered with a status outside 2xx. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly response: ReceivedResponse;
  constructor(response: ReceivedResponse) {
    super(`HTTP ${response.status} ${response.statusText}`.trim());
    this.response = response;
  }
}

/** A 2xx answer that is not JSON or not of the expected shape. */
export class UnexpectedResponseError extends Error {
  override name = "UnexpectedResponseError";
  readonly response: ReceivedResponse;
  constructor(response: ReceivedResponse, cause: unknown) {
    super("The service sent an answer the portal cannot read", { cause });
    this.response = response;
  }
}

/** True for a call the caller abandoned (not a time-out); such calls report nothing. */
export function isAbortError(error: unknown): boolean {
  // Checked by name: DOMException may come from another realm (the test DOM, a polyfill).
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "AbortError"
  );
}

/** Settles when the call is stopped: by a time-out or by the caller. */
function whenStopped(signal: AbortSignal): Promise<never> {
  const stopped = new Promise<never>((_, reject) => {
    // The abort event fires synchronously, so the race settles with the reason (a time-out
    // error or the caller's AbortError) before fetch rejects with its own AbortError.
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  // A call that finishes in time never awaits this; it must not become an unhandled rejection.
  stopped.catch(() => undefined);
  return stopped;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Loaded with the first call that wants upload progress: most visits never save a file. */
const xhrTransport: Transport = async (url, init, events) =>
  (await import("./xhr-transport.ts")).xhrTransport(url, init, events);

/** Sends a request and reads the whole answer, whatever its status. */
export async function request(
  path: string,
  options: RequestOptions = {},
): Promise<ReceivedResponse> {
  const { responseMs, overallMs } = timeoutProfiles[options.timeouts ?? "default"];
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener("abort", forwardAbort, { once: true });

  const headers = new Headers({ Accept: "application/json" });
  if (options.sessionId) headers.set(SESSION_HEADER, options.sessionId);
  const init: RequestInit = {
    method: options.method ?? (options.form ? "POST" : "GET"),
    headers,
    credentials: "same-origin",
    signal: controller.signal,
  };
  if (options.form) init.body = new URLSearchParams(options.form);
  else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(options.json);
  }

  const stopped = whenStopped(controller.signal);
  const timeOut = () => controller.abort(new RequestTimeoutError());
  const untilHeaders = setTimeout(timeOut, responseMs);
  const overall = setTimeout(timeOut, overallMs);
  const { onUploadProgress } = options;
  const transport = onUploadProgress ? xhrTransport : fetchTransport;
  try {
    return await Promise.race([
      transport(buildUrl(path, options.query), init, {
        headersReceived: () => clearTimeout(untilHeaders),
        uploadProgress: onUploadProgress ?? (() => undefined),
      }),
      stopped,
    ]);
  } finally {
    clearTimeout(untilHeaders);
    clearTimeout(overall);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

/**
 * Sends a request and returns its JSON answer, read with the contract's schema. A value the
 * schema refuses costs only its field or row (`tolerant-read.ts`); an answer that cannot be
 * read even so is an UnexpectedResponseError.
 */
export async function requestJson<T>(
  path: string,
  schema: ReadableSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await request(path, options);
  if (response.status < 200 || response.status > 299) throw new HttpError(response);
  let data: unknown;
  try {
    data = JSON.parse(response.body);
  } catch (cause) {
    throw new UnexpectedResponseError(response, cause);
  }
  const parsed = readTolerantly(schema, data, path);
  if (!parsed.success) throw new UnexpectedResponseError(response, parsed.error);
  return parsed.data;
}
