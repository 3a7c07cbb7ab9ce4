// The one error a service throws for a request it will not serve as asked: the caller's
// mistake (400–422), a limit it hit (429), or a queue it should retry later (503). It carries
// the status and the message the caller reads; the service's error handler (error-handler.ts)
// answers it, so routes never translate a service's refusals into status codes themselves.
// (The render route's own error handler answers what Fastify refuses before its service runs;
// modules/render/routes.ts.)

/** The statuses a refusal answers with: the caller's to act on, never the service's fault. */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface ClientErrorOptions {
  /** Headers of the answer, such as Retry-After. */
  headers?: Readonly<Record<string, string>>;
  /** A whole HTML page to answer with, for a person's browser navigation; else `{ message }`. */
  html?: string;
}

export class ClientError extends Error {
  readonly statusCode: ClientErrorStatus;
  readonly headers: Readonly<Record<string, string>>;
  readonly html: string | undefined;

  constructor(statusCode: ClientErrorStatus, message: string, options: ClientErrorOptions = {}) {
    super(message);
    this.name = "ClientError";
    this.statusCode = statusCode;
    this.headers = options.headers ?? {};
    this.html = options.html;
  }
}
