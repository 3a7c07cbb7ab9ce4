// Wires the desk's staff accounts into the app: the guard every desk route uses, the edge
// checks of /desk/api/, the staff service and its routes. Call before any desk route
// (modules/review's) is registered, so `app.requireStaff` exists.
import { deskSsoPaths } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import { createLoginThrottle, type PasswordHasher } from "../auth/index.ts";
import type { CaptchaVerifier } from "../captcha/index.ts";
import { createOidcLogins, createRelyingParty } from "../oidc/index.ts";
import { registerStaffRoutes } from "./routes.ts";
import { createRecoveryCodeDigest } from "./second-factor/recovery-codes.ts";
import { createSecondFactorLock } from "./second-factor/second-factor-lock.ts";
import { registerTotpKeyCheck } from "./second-factor/totp-key-check.ts";
import { createTotpSecretBox } from "./second-factor/totp-secret-box.ts";
import { createStaffService } from "./service.ts";
import { registerDeskEdge, registerRequireStaff } from "./sessions/require-staff.ts";
import { createStaffSessions } from "./sessions/staff-sessions.ts";
import { registerStaffSsoRoutes } from "./sso/sso-routes.ts";
import type { StaffSignInSettings } from "./sso/staff-oidc-config.ts";
import { createStaffSso } from "./sso/staff-sso.ts";

export function registerStaff(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    passwords: PasswordHasher;
    captcha: CaptchaVerifier;
    audit: AuditTrail;
    publicUrl: string;
    /** Seals TOTP secrets (STAFF_TOTP_KEY or DATA_DIR/staff-totp.key). */
    totpKey: string;
    /** What an authenticator app names the account's issuer. */
    issuer: string;
    passwordMinLength: number;
    /** The organisation's provider, if any, and whether the desk's own sign-in stays open. */
    signIn: StaffSignInSettings;
  },
): void {
  const { db, clock } = deps;
  const publicUrl = new URL(deps.publicUrl);
  const sessions = createStaffSessions({ db, clock });
  registerDeskEdge(app, publicUrl.origin);
  registerRequireStaff(app, sessions);
  // The portal's lock, in the same table; desk logins have keys of their own (sign-in/sign-in.ts).
  // Desk sign-ins are audited, not counted among the portal's sign-in metrics.
  const throttle = createLoginThrottle({ db, clock, metrics: { locked: () => {} } });
  const box = createTotpSecretBox(deps.totpKey);
  registerTotpKeyCheck(app, db, box);
  const service = createStaffService({
    ...deps,
    sessions,
    throttle,
    secondFactorLock: createSecondFactorLock({ db, clock }),
    box,
    recoveryCodeDigest: createRecoveryCodeDigest(deps.totpKey),
  });
  const secureCookie = publicUrl.protocol === "https:";
  registerStaffRoutes(app, { service, sessions, secureCookie });
  const base = deps.publicUrl.replace(/\/$/, "");
  const redirectUri = `${base}${deskSsoPaths.callback}`;
  const { oidc } = deps.signIn;
  const sso = createStaffSso({
    ...deps,
    sessions,
    settings: deps.signIn,
    relyingParty: oidc && createRelyingParty(oidc),
    logins: createOidcLogins({ db, clock, audience: "desk" }),
    redirectUri,
  });
  registerStaffSsoRoutes(app, { sso, redirectUri, publicUrl: base, secureCookie });
}
