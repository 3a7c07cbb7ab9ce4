import { deskMessages, deskPaths, staffMeSchema } from "@portal/contract";
import { jsonMessage } from "../../lib/error-message.ts";
import {
  isAbortError,
  type ReceivedResponse,
  RequestTimeoutError,
  request,
} from "../../lib/http-client.ts";

/** A desk call the service refused: its status and its `message`, shown as it is. */
export class DeskApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.name = "DeskApiError";
  }
}

/** What a contract schema offers the client: a parse that throws on a shape it does not know. */
interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * One desk call, through the portal's HTTP client (the time-outs of SPEC §9): same-origin, so
 * the browser sends the `desk_session` cookie and its Origin header (which the service requires
 * of writes, decision 027); the answer is checked strictly against the contract's schema, the
 * service being ours. A refusal becomes a DeskApiError carrying the service's message; a call
 * its screen abandoned (`signal`) stays an abort, which reports nothing.
 */
export async function deskCall<T>(
  path: string,
  schema: Parser<T>,
  init: { method?: "GET" | "POST" | "PUT"; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: ReceivedResponse;
  try {
    const { method = "GET", body: json, signal } = init;
    response = await request(path, { method, json, signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    const timedOut = error instanceof RequestTimeoutError;
    throw new DeskApiError(0, timedOut ? deskMessages.noAnswerInTime : deskMessages.noAnswer);
  }
  const { status, body } = response;
  if (status < 200 || status > 299) {
    throw new DeskApiError(status, jsonMessage(body) ?? deskMessages.answeredStatus(status));
  }
  // No body (204) is no answer to read, which only a write whose answer is ignored accepts.
  return schema.parse(body === "" ? undefined : JSON.parse(body));
}

/**
 * For a write whose screen loads what it changed again rather than read its answer: any answer
 * the service gives, or none, is success.
 */
export const answerIgnored: Parser<void> = { parse: () => undefined };

/** The signed-in staff member, or undefined when there is no full desk session. */
export async function fetchStaffMe() {
  try {
    return await deskCall(deskPaths.me, staffMeSchema);
  } catch (error) {
    if (error instanceof DeskApiError && error.status === 401) return undefined;
    throw error;
  }
}

/** The message of any failure, for a screen's error summary. */
export function failureMessage(error: unknown): string {
  return error instanceof DeskApiError ? error.message : deskMessages.noAnswer;
}

export const isSignInRequired = (error: unknown) =>
  error instanceof DeskApiError &&
  (error.status === 401 || error.message === deskMessages.signInRequired);
