/**
 * The registrar's desk API (issue 22), served by the registry service under `/desk/api/v1/`
 * beside the portal's calls. The desk's screens live at `/desk` in the web app; every call
 * here needs a staff session (the `desk_session` cookie), never a portal session.
 */
export const deskApiPrefix = "/desk/api/v1";

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
} as const;

/** The page of the web app a one-time link opens: `{PUBLIC_URL}/desk/set-password/{token}`. */
export const deskSetPasswordPage = (token: string) =>
  `/desk/set-password/${encodeURIComponent(token)}`;

/** The desk session's cookie (HttpOnly, SameSite=Strict, Path=/desk; docs/decisions/027). */
export const DESK_SESSION_COOKIE = "desk_session";
