// The audited events of both trails, each a fixed list. The operators' trail: an operator can
// ask for an event by name, and each record says who (user id, e-mail), what (the event), when
// (the service's clock), from where (request.ip), how it went (outcome) and a small detail of
// flat values. The staff's trail at the desk: which staff member took which step, on which
// submission, and what it changed (before and after).
export const auditEventNames = [
  /** A password sign-in, or an e-mail confirmation link that signed the user in. */
  "sign_in.succeeded",
  /** failure: wrong password or unknown login; refused: captcha, or the address is locked. */
  "sign_in.failed",
  /** A failed sign-in locked the login at its address (login-throttle.ts): refused from now. */
  "sign_in.locked",
  /** success: a new password set (setpassword); refused: the policy refused it. */
  "password.changed",
  /** success: e-mail sent; failure: no such account; refused: one was sent under a minute ago. */
  "password.reset_requested",
  /** A reset link followed: the user is signed in and must choose a new password. */
  "password.reset_link_used",
  /** success: a reminder's activation link made an account; refused: link, policy or e-mail. */
  "account.activated",
  /** A logout ended a session. */
  "session.ended",
  /** A user's other sessions ended (a new password). */
  "sessions.revoked",
  /** A form started: form_add (refused when the type may not be added), or an application. */
  "form.created",
  /** A form completed: its last page saved, or its payment approved. */
  "form.completed",
  /** success: deleted; refused: not deletable; failure: no such form of the user. */
  "form.deleted",
  "payment.approved",
  "payment.declined",
  /** success: the bytes sent; refused: not the user's file (answered 404). */
  "file.downloaded",
  /** The lapse job expired a certificate not renewed by the end of grace (detail: year). */
  "certificate.expired",
  /** An account tied its verified identity (detail: provider), signing in with its password. */
  "identity.linked",
  /** The account's owner untied it (detail: provider). */
  "identity.unlinked",
  /** An applicant proved who they are for their registration application (detail: provider). */
  "identity.proved_for_application",
  // The registrar's desk (modules/staff). `user_id` is empty: staff ids are not users'; the
  // detail's staffId names the account, and byStaffId the admin who acted.
  /** `npm run staff:add` made an account (detail: role). */
  "staff.account.created",
  /** `npm run staff:add --reset`: no password, no authenticator; a new link issued. */
  "staff.account.reset",
  "staff.account.disabled",
  "staff.account.enabled",
  /** success: set with a one-time link; refused: the policy refused it, or the link was not valid. */
  "staff.password.set",
  /**
   * Both factors passed (detail: method totp, recovery_code or enrolment), or the organisation's
   * provider signed in (detail: method oidc, provider: its issuer).
   */
  "staff.sign_in.succeeded",
  /** failure: wrong password, unknown login, wrong or reused code; refused: locked, disabled. */
  "staff.sign_in.failed",
  /** A failure locked the login at its address, as the portal's lock does. */
  "staff.sign_in.locked",
  /** An authenticator enrolled (first sign-in). */
  "staff.mfa.enrolled",
  /** A recovery code signed in (detail: how many remain). */
  "staff.recovery_code.used",
  /** A sign-out ended a desk session. */
  "staff.session.ended",
  /** An admin, a reset or a disabling ended an account's desk sessions (detail: count). */
  "staff.sessions.revoked",
  /** The organisation's provider made the account at a first sign-in (detail: role, provider). */
  "staff.account.provisioned",
  /** An account was tied to its identity at the organisation's provider (detail: provider). */
  "staff.identity.linked",
  /** The organisation's provider gave the account another role at a sign-in (detail: from, to). */
  "staff.role.changed",
] as const;

export type AuditEventName = (typeof auditEventNames)[number];

export const auditOutcomes = ["success", "failure", "refused"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** Flat values only, so no request body or object can slip in whole. */
export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditEvent {
  event: AuditEventName;
  outcome: AuditOutcome;
  /** The account the event is about, when known. */
  userId?: number | null | undefined;
  /**
   * The account's e-mail (looked up from userId when not given), or the login typed for a
   * failed sign-in; stored trimmed, lower-cased, at most 254 characters.
   */
  email?: string | null | undefined;
  /** request.ip of the request that caused it. */
  ip?: string | null | undefined;
  detail?: AuditDetail | undefined;
}

export const isAuditEventName = (name: string): name is AuditEventName =>
  (auditEventNames as readonly string[]).includes(name);

/** The longest e-mail address there is (RFC 5321): a longer login is cut. */
export const MAX_AUDITED_EMAIL_LENGTH = 254;

export const auditedEmail = (email: string) =>
  email.trim().toLowerCase().slice(0, MAX_AUDITED_EMAIL_LENGTH);

/** The steps of staff at the desk that the staff trail records. */
export const staffActions = [
  "submission.viewed",
  "submission.claimed",
  "submission.claim_taken_over",
  "submission.released",
  "submission.returned",
  "submission.accepted",
  "submission.declined",
  "file.downloaded",
  "register.updated",
  "register.condition_imposed",
  "register.condition_varied",
  "register.condition_lifted",
  "round.created",
  "round.changed",
  "recert_cycle.created",
  "recert_cycle.changed",
  // The recertification audit (decision 062): the audit's id in `after`, no submission.
  "recert_audit.drawn",
  "recert_audit.redrawn",
  "recert_audit.notices_sent",
  "recert_audit.evidence_viewed",
  "recert_audit.file_downloaded",
  "recert_audit.outcome_recorded",
  // A registrar's resolution of a disputed or unconfirmed peer relationship (decision 063).
  "peer_relationship.resolved",
  "renewal.reminder_sent",
  // A concern's case (modules/cases): its reference in `after` (and `before`), no submission.
  "case.viewed",
  "case.claimed",
  "case.claim_taken_over",
  "case.released",
  "case.triaged",
  "case.stage_moved",
  "case.note_added",
  "case.task_added",
  "case.task_done",
  "case.letter_sent",
  "case.outcome_recorded",
  "case.file_downloaded",
  // An admin's change of the case stages (decision 059): the whole list before and after.
  "case.stages_changed",
] as const;
export type StaffAction = (typeof staffActions)[number];

/** A step of a staff member at the desk, told apart from an operators' event by `action`. */
export interface StaffAuditEvent {
  action: StaffAction;
  staffId: number;
  /** Null for what is not about a submission (a register edit). */
  submissionId: number | null;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
  /** When the change it records was made; the trail's clock when not given. */
  at?: Date | undefined;
}

export const isStaffAuditEvent = (event: AuditEvent | StaffAuditEvent): event is StaffAuditEvent =>
  "action" in event;
