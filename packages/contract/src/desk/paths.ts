/**
 * The registrar's desk API, served by the registry service under `/desk/api/v1/`
 * beside the portal's calls. The desk's screens live at `/desk` in the web app; every call
 * here needs a staff session (the `desk_session` cookie), never a portal session.
 */
export const deskApiPrefix = "/desk/api/v1";

const submissionPath = (submissionId: number | string) =>
  `${deskApiPrefix}/submissions/${encodeURIComponent(String(submissionId))}`;

export const deskPaths = {
  /** Set the password with the one-time link of `npm run staff:add`. */
  setPassword: `${deskApiPrefix}/auth/set-password`,
  /** First step: e-mail and password; answers which second step follows. */
  signIn: `${deskApiPrefix}/auth/sign-in`,
  /** Second step on the first sign-in: a new TOTP secret to enrol. */
  enrolStart: `${deskApiPrefix}/auth/enrol`,
  /** Confirms enrolment with a code; answers the recovery codes, once. */
  enrolConfirm: `${deskApiPrefix}/auth/enrol/confirm`,
  /** Second step once enrolled: a TOTP code or a recovery code. */
  verify: `${deskApiPrefix}/auth/verify`,
  signOut: `${deskApiPrefix}/auth/sign-out`,
  me: `${deskApiPrefix}/auth/me`,
  /** Admin: the staff accounts. */
  staff: `${deskApiPrefix}/staff`,
  staffDisable: (staffId: number | string) =>
    `${deskApiPrefix}/staff/${encodeURIComponent(String(staffId))}/disable`,
  staffEnable: (staffId: number | string) =>
    `${deskApiPrefix}/staff/${encodeURIComponent(String(staffId))}/enable`,
  staffRevokeSessions: (staffId: number | string) =>
    `${deskApiPrefix}/staff/${encodeURIComponent(String(staffId))}/revoke-sessions`,
  /** The review queue (GET, filters and pages in the query), oldest first. */
  submissions: `${deskApiPrefix}/submissions`,
  /** A submission read as answered (GET; recorded in the staff audit as a view). */
  submission: (submissionId: number | string) => submissionPath(submissionId),
  claim: (submissionId: number | string) => `${submissionPath(submissionId)}/claim`,
  release: (submissionId: number | string) => `${submissionPath(submissionId)}/release`,
  /** Back to the applicant with a note and messages on fields. */
  returnForChanges: (submissionId: number | string) => `${submissionPath(submissionId)}/return`,
  accept: (submissionId: number | string) => `${submissionPath(submissionId)}/accept`,
  decline: (submissionId: number | string) => `${submissionPath(submissionId)}/decline`,
  /** A file of the submission's form, as an attachment (audited). */
  submissionFile: (submissionId: number | string, fileId: number | string) =>
    `${submissionPath(submissionId)}/files/${encodeURIComponent(String(fileId))}`,
  /** A practitioner's register record: GET reads it, PUT edits it. */
  registerRecord: (personId: string) => `${deskApiPrefix}/register/${encodeURIComponent(personId)}`,
  /** Its history and conditions (GET). */
  registerHistory: (personId: string) =>
    `${deskApiPrefix}/register/${encodeURIComponent(personId)}/history`,
  /** POST imposes a condition on the practitioner's practice. */
  conditions: (personId: string) =>
    `${deskApiPrefix}/register/${encodeURIComponent(personId)}/conditions`,
  /** PUT varies a condition's terms. */
  condition: (personId: string, conditionId: number) =>
    `${deskApiPrefix}/register/${encodeURIComponent(personId)}/conditions/${conditionId}`,
  /** POST lifts a condition from a day. */
  liftCondition: (personId: string, conditionId: number) =>
    `${deskApiPrefix}/register/${encodeURIComponent(personId)}/conditions/${conditionId}/lift`,
  /** Admin: the staff audit trail, newest first. */
  audit: `${deskApiPrefix}/audit`,
  /** Admin: the staff audit trail as CSV. */
  auditCsv: `${deskApiPrefix}/audit.csv`,
} as const;

/** The desk's page that sets a password, without its token. */
export const deskSetPasswordPath = "/desk/set-password";

/**
 * The page a one-time link opens: `{PUBLIC_URL}/desk/set-password#{token}`. The token is in the
 * fragment, which a browser (or a mail scanner fetching the link) never sends: no access log
 * or proxy on the way sees it. The page reads it and posts it.
 */
export const deskSetPasswordPage = (token: string) =>
  `${deskSetPasswordPath}#${encodeURIComponent(token)}`;

/** The desk session's cookie (HttpOnly, SameSite=Strict, Path=/desk; docs/decisions/027). */
export const DESK_SESSION_COOKIE = "desk_session";
