// The staff service the desk's routes call: the rules of three rooms side by side – the
// password step, a password set with its link and sign-out (sign-in/), the second factor
// (second-factor/), and an admin's acts on accounts (admin/). Refusals are thrown
// (ClientError), with JSON messages of the contract's deskMessages.

import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import type { LoginThrottle, PasswordHasher } from "../auth/index.ts";
import type { CaptchaVerifier } from "../captcha/index.ts";
import { type AccountAdmin, createAccountAdmin } from "./admin/account-admin.ts";
import type { RecoveryCodeDigest } from "./second-factor/recovery-codes.ts";
import type { SecondFactorLock } from "./second-factor/second-factor-lock.ts";
import { createSecondStep, type SecondStep } from "./second-factor/second-step.ts";
import type { TotpSecretBox } from "./second-factor/totp-secret-box.ts";
import type { StaffSessions } from "./sessions/staff-sessions.ts";
import { createSignIn, type SignIn } from "./sign-in/sign-in.ts";
import { staffEventRecorder } from "./sign-in-parts.ts";

export interface StaffService extends SignIn, SecondStep, AccountAdmin {}

export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  sessions: StaffSessions;
  passwords: PasswordHasher;
  /** The portal's login captcha, asked at the password step too. */
  captcha: CaptchaVerifier;
  throttle: LoginThrottle;
  secondFactorLock: SecondFactorLock;
  audit: AuditTrail;
  box: TotpSecretBox;
  recoveryCodeDigest: RecoveryCodeDigest;
  /** The issuer an authenticator app shows beside the account. */
  issuer: string;
  passwordMinLength: number;
}): StaffService {
  const record = staffEventRecorder(deps.audit);
  return {
    ...createSignIn({ ...deps, record }),
    ...createSecondStep({ ...deps, lock: deps.secondFactorLock, record }),
    ...createAccountAdmin(deps),
  };
}
