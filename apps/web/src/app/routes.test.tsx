import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse } from "../test/factories.ts";
import { fakeService, renderApp } from "../test/render-app.tsx";

const signedIn = makeAuthResponse();

describe("signed-in-only guard", () => {
  it("sends a signed-out visitor of / to /login with the redirect", async () => {
    const app = await renderApp({ path: "/" });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(app.location()).toBe("/login?redirect=%2F");
  });

  it("keeps path and query in the redirect", async () => {
    const app = await renderApp({ path: "/forms/apc?tab=2&x=y" });
    await screen.findByRole("button", { name: "Log in" });
    expect(new URLSearchParams(app.router.location.search).get("redirect")).toBe(
      "/forms/apc?tab=2&x=y",
    );
  });

  it.each([
    "/set-password",
    "/start",
    "/sub",
    "/sub/recert/peer",
    "/forms/manage_relationship",
    "/form/apc/tok/page-1",
    "/search_peer",
    "/search_peer_volunteer",
  ])("guards %s", async (path) => {
    const app = await renderApp({ path });
    await screen.findByRole("button", { name: "Log in" });
    expect(app.router.location.pathname).toBe("/login");
  });
});

describe("signed-out-only guard", () => {
  it("sends a signed-in user on to a same-origin redirect", async () => {
    const app = await renderApp({
      path: "/login?redirect=%2Fforms%2Fapc%3Fx%3D1",
      session: signedIn,
    });
    await waitFor(() => expect(app.location()).toBe("/forms/apc?x=1"));
  });

  it.each([
    ["//evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["/logout"],
    [""],
  ])("sends a signed-in user with redirect %j to /", async (redirect) => {
    fakeService({ "GET /web_portal/api/v1/user": Response.json(signedIn) });
    const path = `/login?${new URLSearchParams({ redirect })}`;
    const app = await renderApp({ path, session: signedIn });
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(app.location()).toBe("/");
  });

  it.each(["/register", "/register/tok/page-2", "/reset-password", "/activate"])(
    "sends a signed-in user away from %s",
    async (path) => {
      fakeService({ "GET /web_portal/api/v1/user": Response.json(signedIn) });
      const app = await renderApp({ path, session: signedIn });
      await screen.findByRole("heading", { name: "Dashboard" });
      expect(app.location()).toBe("/");
    },
  );
});

describe("route table", () => {
  it("sends /login?redirect=/start/{code} to /register?form={code}", async () => {
    const app = await renderApp({ path: "/login?redirect=%2Fstart%2FAPC-2026" });
    await waitFor(() => expect(app.location()).toBe("/register?form=APC-2026"));
  });

  it("sends a signed-out visitor of /start/{code} through login to register", async () => {
    const app = await renderApp({ path: "/start/APC-2026" });
    await waitFor(() => expect(app.location()).toBe("/register?form=APC-2026"));
  });

  it("stays on login for /start/{code} when r=0", async () => {
    const app = await renderApp({ path: "/login?redirect=%2Fstart%2FAPC-2026&r=0" });
    await screen.findByRole("button", { name: "Log in" });
    expect(app.router.location.pathname).toBe("/login");
  });

  it("shows the configured not-found content for an unknown path", async () => {
    await renderApp({ path: "/no/such/page" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it.each(["/register"])("shows not-found on %s until its screen is built", async (path) => {
    const app = await renderApp({ path });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(app.router.location.pathname).toBe(path);
  });
});
