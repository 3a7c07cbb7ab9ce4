import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeAuthResponse, makeConfig, makeTile, makeUserDetails } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";
import { lazyScreen } from "../lazy-screen.tsx";
import { AppLayout } from "./app-layout.tsx";
import { pageTitle } from "./page-title.ts";

describe("pageTitle", () => {
  it("welcomes by first name, then display name, then shows the configured title", () => {
    expect(pageTitle(makeUserDetails({ firstName: "Aroha" }), "Portal")).toBe("Welcome Aroha");
    expect(
      pageTitle(makeUserDetails({ firstName: undefined, displayName: "Dr A. Ngata" }), "Portal"),
    ).toBe("Welcome Dr A. Ngata");
    expect(pageTitle(makeUserDetails({ firstName: " ", displayName: "" }), "Portal")).toBe(
      "Portal",
    );
    expect(pageTitle(null, "Portal")).toBe("Portal");
  });
});

const tiles = [
  makeTile("declarations", { name: "Annual declarations" }),
  makeTile("recert", { name: "Recertification", subTiles: [makeTile("peer")] }),
  makeTile("apc", { name: "APC dental" }),
];
const config = makeConfig({
  title: "Dental Council Portal",
  icon: "/logo.svg",
  tileOrder: ["apc", "recert"],
  content: { tiles: { apc: { name: "Annual Practising Certificate" } } },
});

async function renderSignedIn(path = "/") {
  const session = makeAuthResponse({ tiles });
  fakeService({ "GET /web_portal/api/v1/user": Response.json(session) });
  return renderApp({ path, config, session });
}

describe("shared layout", () => {
  it("shows the configured title and no navigation when signed out", async () => {
    await renderApp({ path: "/login", config });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Dental Council Portal",
    );
    expect(screen.getByRole("img", { name: "Dental Council Portal logo" })).toHaveAttribute(
      "src",
      "/logo.svg",
    );
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("welcomes the signed-in user in the one h1", async () => {
    await renderSignedIn();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Welcome Aroha");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("lists Dashboard, the tiles in configured order, Account, Change Password and Log out", async () => {
    await renderSignedIn();
    const nav = await screen.findByRole("navigation", { name: "In this section:" });
    expect(within(nav).getByText("In this section:")).toBeVisible();
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Dashboard", "/"],
      ["Annual Practising Certificate", "/forms/apc"],
      ["Recertification", "/sub/recert"],
      ["Annual declarations", "/forms/declarations"],
      ["Account", "/account"],
      ["Change Password", "/set-password"],
      ["Log out", "/logout"],
    ]);
  });

  it("marks the current link", async () => {
    await renderSignedIn("/forms/apc");
    const nav = await screen.findByRole("navigation", { name: "In this section:" });
    const current = within(nav).getByRole("link", { name: "Annual Practising Certificate" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveClass("active");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});

describe("page changes", () => {
  it("move keyboard focus to the new content", async () => {
    const app = await renderSignedIn("/");
    const nav = await screen.findByRole("navigation", { name: "In this section:" });
    const link = within(nav).getByRole("link", { name: "Annual Practising Certificate" });
    link.focus();
    await app.user.keyboard("{Enter}");
    await screen.findByRole("heading", { level: 2, name: "Annual Practising Certificate" });
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("leave focus alone on the first page", async () => {
    await renderSignedIn("/");
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.getByRole("main")).not.toHaveFocus();
  });
});

function Broken(): never {
  throw new Error("chunk missing");
}

describe("a screen that fails", () => {
  const table = [
    {
      element: <AppLayout />,
      children: [
        { path: "broken", element: <Broken /> },
        { path: "slow", element: lazyScreen(() => new Promise<never>(() => undefined)) },
        { path: "fine", element: <p>Fine screen</p> },
      ],
    },
  ];

  it("is shown as an error inside the layout, and going elsewhere shows the next screen", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = await renderApp({ path: "/broken", config, routes: table });
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be shown");
    expect(screen.getByRole("alert")).toHaveTextContent("Details: chunk missing");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dental Council Portal");
    await app.router.navigate("/fine");
    expect(screen.getByText("Fine screen")).toBeInTheDocument();
    expect(screen.queryByText("This page could not be shown")).not.toBeInTheDocument();
  });

  it("shows the loading banner while a screen's code is on its way", async () => {
    await renderApp({ path: "/slow", config, routes: table });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
  });
});
