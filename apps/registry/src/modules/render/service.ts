// The render endpoint's work (SPEC §4 "Process page", §7): the sections a person saw become
// the form's PDF, stored as its one `form` attachment. Only the session user's form is
// rendered; another user's form token answers exactly as an unknown one. The PDF is made on a
// bounded process (form-pdf-pool.ts); one session has at most MAX_RENDERS_PER_SESSION under way.
import {
  type RenderPayload,
  renderLimitMessages,
  renderLimits,
  renderTooLarge,
} from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { RenderMetrics, RenderOutcome } from "../metrics/index.ts";
import type { SessionContext } from "../sessions/index.ts";
import { countFields, printedTextLength } from "./form-pdf.ts";
import type { FormPdfPool } from "./form-pdf-pool.ts";
import { JobRefused, type RefusalReason } from "./pdf-pool.ts";
import { findFormOfOwner, upsertFormPdf } from "./store.ts";

/** Largest render body: the sections carry values only, never file contents. */
export const MAX_RENDER_BODY = renderLimits.bodyBytes;
/**
 * Renders one session may have under way at once: the portal sends one at a time (its process
 * page waits for the answer), so a second is a script's, and would only take the renderer.
 */
export const MAX_RENDERS_PER_SESSION = 1;
/** Seconds a caller refused for a full queue is asked to wait. */
export const RENDER_RETRY_AFTER_S = 10;

export const renderMessages = {
  formNotFound: "Form not found.",
  tooManyFields: renderLimitMessages.fields,
  tooMuchText: renderLimitMessages.printedText,
  tooLarge: renderLimitMessages.bodyBytes,
  timedOut: (ms: number) =>
    renderTooLarge(`its PDF took longer than the ${ms / 1000} seconds a PDF may take`),
  outOfMemory: renderTooLarge("its PDF needed more memory than a PDF may have"),
  sessionBusy:
    "A PDF is already being made for this session: wait for it to finish, then try again.",
  busy: "The service is making many PDFs just now: please try again in a moment.",
  failed: "The PDF could not be made. Please try again.",
} as const;

/** The form's PDF as stored. */
export interface Rendered {
  fileId: number;
  fileName: string;
  size: number;
  pages: number;
}

/** The renderer failed for a reason that is not the payload's: `message` is for the log. */
export class RenderFailed extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = "RenderFailed";
  }
}

/**
 * Renders the session user's form. Refusals are thrown as ClientError: 404 for a form not the
 * user's, 422 for a payload too large to print or whose PDF overran the renderer's limits, 429
 * while the session has a render under way, 503 (Retry-After) while the queue is full.
 */
export interface RenderService {
  render(payload: RenderPayload, session: SessionContext): Promise<Rendered>;
}

/** `{form name} - {form code}.pdf`, the name SPEC §4 gives the form PDF. */
export const formPdfName = (name: string, code: string) => `${name} - ${code}.pdf`;

export function createRenderService(deps: {
  db: Db;
  pool: FormPdfPool;
  metrics: RenderMetrics;
}): RenderService {
  const { metrics } = deps;
  /** Session id → renders under way. */
  const underWay = new Map<string, number>();

  async function renderOwnForm(payload: RenderPayload, ownerId: number): Promise<Rendered> {
    const form = await findFormOfOwner(deps.db, payload.formId, ownerId);
    if (!form) throw new ClientError(404, renderMessages.formNotFound);
    let bytes: Buffer;
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    try {
      const pdf = await deps.pool.run({
        name: form.name,
        code: form.code,
        sections: payload.sections,
      });
      bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      const reason = error instanceof JobRefused ? error.reason : "failed";
      // A full queue refused it at once: no process worked on it.
      metrics.render(outcomeOf[reason], reason === "busy" ? undefined : seconds());
      if (!(error instanceof JobRefused)) throw error;
      throw refusal(error, deps.pool.limits.timeoutMs);
    }
    metrics.render("rendered", seconds());
    const fileName = formPdfName(form.name, form.code);
    const pdf = { name: fileName, mimeType: "application/pdf", size: bytes.length, bytes };
    // One statement, so two renders racing end with one PDF (files_one_form_pdf_idx).
    const fileId = await upsertFormPdf(deps.db, form.id, ownerId, pdf);
    return { fileId, fileName, size: bytes.length, pages: pageCount(bytes) };
  }

  return {
    async render(payload, session) {
      // Sizes the schema cannot see part by part, before anything is looked up or made.
      if (countFields(payload.sections) > renderLimits.fields) {
        metrics.render("too_large");
        throw new ClientError(422, renderMessages.tooManyFields);
      }
      if (printedTextLength(payload.sections) > renderLimits.printedText) {
        metrics.render("too_large");
        throw new ClientError(422, renderMessages.tooMuchText);
      }
      const key = session.sessionId;
      const mine = underWay.get(key) ?? 0;
      if (mine >= MAX_RENDERS_PER_SESSION) {
        throw new ClientError(429, renderMessages.sessionBusy);
      }
      underWay.set(key, mine + 1);
      try {
        return await renderOwnForm(payload, session.userId);
      } finally {
        const left = (underWay.get(key) ?? 1) - 1;
        if (left > 0) underWay.set(key, left);
        else underWay.delete(key);
      }
    },
  };
}

/** A job the pool refused, as the metrics count it: overrunning a limit is the payload's size. */
const outcomeOf: Record<RefusalReason, RenderOutcome> = {
  busy: "busy",
  timedOut: "too_large",
  outOfMemory: "too_large",
  failed: "failed",
};

/** What a job the pool refused answers: the queue full, the payload's limits, or a failure. */
function refusal(error: JobRefused, timeoutMs: number): Error {
  switch (error.reason) {
    case "busy":
      return new ClientError(503, renderMessages.busy, {
        headers: { "retry-after": String(RENDER_RETRY_AFTER_S) },
      });
    case "timedOut":
      return new ClientError(422, renderMessages.timedOut(timeoutMs));
    case "outOfMemory":
      return new ClientError(422, renderMessages.outOfMemory);
    default:
      return new RenderFailed(error.message);
  }
}

/** Pages of a PDF written by pdfmake (its page tree's /Count). */
export function pageCount(pdf: Buffer): number {
  const m = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"));
  return m ? Number(m[1]) : 0;
}
