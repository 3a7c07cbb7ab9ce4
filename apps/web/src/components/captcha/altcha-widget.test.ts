import { describe, expect, it, vi } from "vitest";
import { renderAltcha } from "./altcha-widget.ts";

describe("ALTCHA widget", () => {
  it("registers the proof-of-work worker for the service's algorithm", () => {
    expect(globalThis.$altcha.algorithms.has("PBKDF2/SHA-256")).toBe(true);
  });

  it("draws an <altcha-widget> that fetches its challenge from the configured URL", () => {
    const container = document.body.appendChild(document.createElement("div"));
    const remove = renderAltcha(container, "/web_portal/api/v1/captcha/challenge", {
      onToken: () => undefined,
      onExpired: () => undefined,
    });
    const widget = container.querySelector("altcha-widget");
    expect(widget).not.toBeNull();
    expect(widget?.getAttribute("challenge")).toBe("/web_portal/api/v1/captcha/challenge");
    remove();
    expect(container.querySelector("altcha-widget")).toBeNull();
    container.remove();
  });

  it("reports the payload once verified, and a cleared token on any other state", () => {
    const container = document.body.appendChild(document.createElement("div"));
    const onToken = vi.fn();
    const onExpired = vi.fn();
    const remove = renderAltcha(container, "/challenge", { onToken, onExpired });
    const widget = container.querySelector("altcha-widget")!;
    const change = (detail: object) =>
      widget.dispatchEvent(new CustomEvent("statechange", { detail }));

    change({ state: "verifying" });
    change({ state: "verified", payload: "eyJjaGFsbGVuZ2UiOnt9fQ==" });
    change({ state: "expired" });
    expect(onToken).toHaveBeenCalledExactlyOnceWith("eyJjaGFsbGVuZ2UiOnt9fQ==");
    expect(onExpired).toHaveBeenCalledTimes(2);

    remove();
    change({ state: "verified", payload: "late" });
    expect(onToken).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
