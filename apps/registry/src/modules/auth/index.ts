// What other modules may use of the auth module: the password rules and the hasher's shape
// (a registration's account page sets a password), and the service's shape (an activation
// answers as a login does).

export {
  admitHashes,
  defaultHashAdmission,
  type HashAdmissionLimits,
} from "./hash-admission.ts";
export { createLoginThrottle, type LoginThrottle } from "./login-throttle.ts";
export type { PasswordHasher } from "./password.ts";
export { argon2Hasher } from "./password.ts";
export { passwordProblem } from "./password-policy.ts";
export type { AuthService } from "./service.ts";
