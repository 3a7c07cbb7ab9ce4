// Password hashing: argon2id, t=2, m=19 MiB, p=1 (OWASP's and ASVS 11.4.2's minimum).
import { type Algorithm, hash, verify } from "@node-rs/argon2";

// `Algorithm` is a const enum in the binding's typings, which erasable TypeScript cannot
// reference as a value; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

export const argon2Options = {
  algorithm: ARGON2ID,
  timeCost: 2,
  memoryCost: 19_456,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash made once with the same parameters, so that a login with an unknown
 * e-mail costs the same time as one with a wrong password (no user enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("no user has this password; it only spends the time");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The hashing the auth services use; argon2id in the service, injectable for fast tests. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Costs one verification and always fails: the path of an unknown e-mail. */
  verifyDummy(password: string): Promise<false>;
}

export const argon2Hasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  verifyDummy: verifyAgainstDummy,
};
