import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("uses argon2id with t=2, m=19456 KiB, p=1 and a fresh salt each time", async () => {
    const a = await hashPassword("correct-horse-battery");
    const b = await hashPassword("correct-horse-battery");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct-horse-battery");
    expect(await verifyPassword(hash, "correct-horse-battery")).toBe(true);
    expect(await verifyPassword(hash, "Correct-horse-battery")).toBe(false);
  });

  it("treats an unreadable hash as a failed verification, not an error", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("always fails the dummy verification, even for the dummy's own text", async () => {
    expect(await verifyAgainstDummy("no user has this password; it only spends the time")).toBe(
      false,
    );
  });
});
