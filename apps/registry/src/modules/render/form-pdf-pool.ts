// The pool of processes that make form PDFs (pdf-pool.ts, docs/decisions/023).
import type { FormToPrint } from "./form-pdf.ts";
import { createWorkerPool, type PoolLimits, type WorkerPool } from "./pdf-pool.ts";

export type FormPdfPool = WorkerPool<FormToPrint, Uint8Array>;

/** `script`: the process's module; tests give one that misbehaves on purpose. */
export function createFormPdfPool(
  limits: Partial<PoolLimits> = {},
  script = new URL("./pdf-worker.ts", import.meta.url),
): FormPdfPool {
  return createWorkerPool<FormToPrint, Uint8Array>(script, limits);
}
