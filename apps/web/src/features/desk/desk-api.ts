import { deskMessages, deskPaths, staffMeSchema } from "@portal/contract";

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

const NO_ANSWER = "The desk could not reach the registry service. Please try again.";

async function messageOf(response: Response): Promise<string> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object" && "message" in data && typeof data.message === "string") {
      return data.message;
    }
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `The registry service answered ${response.status}.`;
}

/**
 * One desk call: same-origin, so the browser sends the `desk_session` cookie and its Origin
 * header (which the service requires of writes, decision 027); the answer is checked against
 * the contract's schema. A refusal becomes a DeskApiError carrying the service's message.
 */
export async function deskCall<T>(
  path: string,
  schema: Parser<T>,
  init: { method?: "GET" | "POST" | "PUT"; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new DeskApiError(0, NO_ANSWER);
  }
  if (!response.ok) throw new DeskApiError(response.status, await messageOf(response));
  return schema.parse(await response.json());
}

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
  return error instanceof DeskApiError ? error.message : NO_ANSWER;
}

export const isSignInRequired = (error: unknown) =>
  error instanceof DeskApiError &&
  (error.status === 401 || error.message === deskMessages.signInRequired);
