import { errorMessages } from "@portal/contract";
import {
  HttpError,
  type ReceivedResponse,
  RequestTimeoutError,
  UnexpectedResponseError,
} from "./http-client.ts";

/** What the general error handler of SPEC §8 shows, and whether the session has ended. */
export interface ResolvedError {
  message: string;
  sessionExpired: boolean;
}

/** Paragraph texts the service sends as HTML, and what the user reads instead. */
const paragraphTexts: Record<string, string> = {
  [errorMessages.loginFailedRaw]: errorMessages.loginFailed,
  [errorMessages.loginMissingFieldsRaw]: errorMessages.loginMissingFields,
};

/** The `message` of a JSON answer, when it has one that is not blank. */
export function jsonMessage(body: string): string | undefined {
  try {
    const data: unknown = JSON.parse(body);
    if (data && typeof data === "object" && "message" in data) {
      const { message } = data;
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Not JSON: the next rule looks for HTML.
  }
  return undefined;
}

function htmlParagraph(response: ReceivedResponse): string | undefined {
  const looksLikeHtml =
    response.contentType.includes("html") || response.body.trimStart().startsWith("<");
  if (!looksLikeHtml) return undefined;
  // DOMParser builds an inert document: nothing in it runs or loads.
  const document = new DOMParser().parseFromString(response.body, "text/html");
  const text = document.querySelector("p")?.textContent?.replace(/\s+/g, " ").trim();
  return text || undefined;
}

/**
 * The precedence of SPEC §8: time-out, 403 status text, JSON `message`, HTML paragraph,
 * the error's own message (or the status text), then the default.
 */
export function resolveError(error: unknown): ResolvedError {
  const resolved = (message: string, sessionExpired = false) => ({ message, sessionExpired });
  if (error instanceof RequestTimeoutError) return resolved(errorMessages.timeout);

  const response =
    error instanceof HttpError || error instanceof UnexpectedResponseError
      ? error.response
      : undefined;
  if (response) {
    if (response.status === 403 && response.statusText) return resolved(response.statusText);
    const fromJson = jsonMessage(response.body);
    if (fromJson) return resolved(fromJson);
    const paragraph = htmlParagraph(response);
    if (paragraph === errorMessages.loginRequired) return resolved(paragraph, true);
    if (paragraph) return resolved(paragraphTexts[paragraph] ?? paragraph);
  }

  // An HTTP error's own message is its status line, so the status text stands in for it.
  if (error instanceof HttpError && response?.statusText) return resolved(response.statusText);
  // An unreadable 2xx answer has nothing a user could act on: the default says it best.
  const ownMessage =
    error instanceof Error &&
    !(error instanceof HttpError || error instanceof UnexpectedResponseError)
      ? error.message.trim()
      : "";
  if (ownMessage) return resolved(ownMessage);
  return resolved(errorMessages.fallback);
}
