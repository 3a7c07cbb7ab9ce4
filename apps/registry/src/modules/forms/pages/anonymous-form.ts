// An anonymous form type as the module serving it sees it: a registration application at
// /registry/api/v1/apply, a concern at /public/api/v1/concerns. Its token is the only key; the
// form has no owner until (unless) its completion gives it one.
import type { FormResponse } from "@portal/contract";

export interface AnonymousForm {
  /** A new form at its first page; `ip` is the client's, for the audit trail. */
  start(ip: string): Promise<FormResponse>;
  /** The form at `pageCode`, or at its first open page. */
  load(token: string, pageCode?: string): Promise<FormResponse>;
  save(token: string, pageCode: string, page: unknown, ip: string): Promise<FormResponse>;
}
