/**
 * The calls of SPEC §7, at exactly these paths. The other areas' paths are beside their
 * schemas (desk/paths.ts, public-register.ts, follows.ts …), so a route chunk carries only its own.
 */
const webPortal = "/web_portal/api/v1";
const registry = "/registry/api/v1";

export const apiPaths = {
  login: `${webPortal}/login`,
  logout: `${webPortal}/logout`,
  sessionCheck: `${webPortal}/session_check`,
  user: `${webPortal}/user`,
  setPassword: `${webPortal}/setpassword`,
  resetPassword: `${webPortal}/resetpassword`,
  /** A renewal reminder's link: make the account of a registration (activation.ts). */
  activate: `${webPortal}/activate`,
  validate: (token: string) => `${webPortal}/validate/${encodeURIComponent(token)}`,
  /** Portal configuration (§3 Configuration), served by the registry service. */
  config: `${webPortal}/config`,
  /** A fresh ALTCHA challenge (JSON) for the login captcha widget, when CAPTCHA=altcha. */
  captchaChallenge: `${webPortal}/captcha/challenge`,
  apply: (formId?: string, page?: string) =>
    [registry, "apply", formId, page]
      .filter(Boolean)
      .map((p, i) => (i === 0 ? p : encodeURIComponent(p as string)))
      .join("/"),
  form: (formType: string, formId: string, page?: string) =>
    [`${registry}/form`, formType, formId, page]
      .filter(Boolean)
      .map((p, i) => (i === 0 ? p : encodeURIComponent(p as string)))
      .join("/"),
  formAdd: (formType: string) => `${registry}/form_add/${encodeURIComponent(formType)}`,
  search: `${registry}/search`,
  file: (fileId: string | number, sessionId: string) =>
    `${registry}/file/${encodeURIComponent(String(fileId))}/${encodeURIComponent(sessionId)}`,
  payment: "/odoo_payment/api/v1/payment",
} as const;

/**
 * Prefixes the service answers under; anything else is the portal. (The public register's
 * paths are its own module's, public-register.ts: only its route chunk needs them.)
 */
export const apiPrefixes = [
  "/web_portal/",
  "/registry/",
  "/odoo_payment/",
  "/desk/api/",
  "/public/api/",
] as const;

/**
 * A field's option-list endpoint (SPEC §7 "GET {endpoint from a field}"), as the registry
 * service's form definitions name it: query formToken, formCode, page and the values of the
 * fields depended on.
 */
export const optionListPath = (name: string) => `${registry}/options/${encodeURIComponent(name)}`;

/**
 * New Zealand address suggestions for the `address` render type: GET with query `q` (the
 * text typed so far) answers an addressSuggestionListSchema list.
 */
export const addressSearchPath = `${registry}/address`;
