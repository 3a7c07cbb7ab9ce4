import { describe, expect, it } from "vitest";
import { startRegistrationPath } from "./start-redirect.ts";

describe("startRegistrationPath", () => {
  it("sends /start/{code} to /register?form={code}", () => {
    expect(startRegistrationPath("/start/APC-2026", null)).toBe("/register?form=APC-2026");
    expect(startRegistrationPath("/start/APC-2026", "1")).toBe("/register?form=APC-2026");
    expect(startRegistrationPath("/start/new%20reg/", null)).toBe("/register?form=new+reg");
  });

  it("stays on login when r is 0", () => {
    expect(startRegistrationPath("/start/APC-2026", "0")).toBeNull();
  });

  it("ignores other redirects", () => {
    expect(startRegistrationPath("/forms/apc", null)).toBeNull();
    expect(startRegistrationPath("/start", null)).toBeNull();
    expect(startRegistrationPath("/start/a/b", null)).toBeNull();
    expect(startRegistrationPath("//evil.example/start/x", null)).toBeNull();
    expect(startRegistrationPath(null, null)).toBeNull();
  });
});
