// An anonymous form type as the module serving it sees it: a registration application at
// /registry/api/v1/apply, a concern at /public/api/v1/concerns. Its token is the only key; the
// form has no owner until (unless) its completion gives it one.
import type { FormResponse } from "@portal/contract";
import type { FormsService } from "../service.ts";
import type { AnonymousAccess } from "./form-instance.ts";
import type { LoadPage } from "./load-page.ts";
import type { SavePage } from "./save-page.ts";

export interface AnonymousForm {
  /** A new form at its first page; `ip` is the client's, for the audit trail. */
  start(ip: string): Promise<FormResponse>;
  /** The form at `pageCode`, or at its first open page. */
  load(token: string, pageCode?: string): Promise<FormResponse>;
  save(token: string, pageCode: string, page: unknown, ip: string): Promise<FormResponse>;
}

export function anonymousForm(
  access: AnonymousAccess,
  deps: { service: Pick<FormsService, "startAnonymous">; load: LoadPage; save: SavePage },
): AnonymousForm {
  const { formType } = access;
  return {
    start: (ip) => deps.service.startAnonymous(access, ip),
    load: (token, pageCode) => deps.load(access, formType, token, pageCode),
    save: (token, pageCode, page, ip) => deps.save(access, formType, token, pageCode, page, ip),
  };
}
