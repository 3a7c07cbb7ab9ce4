// The staff service the desk's routes call: the rules of three rooms side by side – the
// password step, a password set with its link and sign-out (sign-in/), the second factor
// (second-factor/), and an admin's acts on accounts (admin/). Refusals are thrown
// (ClientError), with JSON messages of the contract's deskMessages.
import { type AccountAdmin, createAccountAdmin } from "./admin/account-admin.ts";
import type { RecoveryCodeDigest } from "./second-factor/recovery-codes.ts";
import type { SecondFactorLock } from "./second-factor/second-factor-lock.ts";
import { createSecondStep, type SecondStep } from "./second-factor/second-step.ts";
import { createSignIn, type SignIn, type SignInDeps } from "./sign-in/sign-in.ts";
import { staffEventRecorder } from "./sign-in-parts.ts";

export interface StaffService extends SignIn, SecondStep, AccountAdmin {}

export function createStaffService(
  deps: SignInDeps & {
    secondFactorLock: SecondFactorLock;
    recoveryCodeDigest: RecoveryCodeDigest;
    /** The issuer an authenticator app shows beside the account. */
    issuer: string;
  },
): StaffService {
  const record = staffEventRecorder(deps.audit);
  return {
    ...createSignIn({ ...deps, record }),
    ...createSecondStep({ ...deps, lock: deps.secondFactorLock, record }),
    ...createAccountAdmin(deps),
  };
}
