import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox.ts";

describe("the mailbox of an address", () => {
  it.each([
    ["Ana.Smith@Example.org", "ana.smith@example.org"],
    ["  ana@example.org ", "ana@example.org"],
    ["ana+follow1@example.org", "ana@example.org"],
    ["ana+a+b@example.org", "ana@example.org"],
    ["a.n.a+x@gmail.com", "ana@gmail.com"],
    ["A.na@GoogleMail.com", "ana@gmail.com"],
    ["a.na@outlook.com", "a.na@outlook.com"],
    ["+tag@example.org", "+tag@example.org"],
  ])("counts %s as %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
