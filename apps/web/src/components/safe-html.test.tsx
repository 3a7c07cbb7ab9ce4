import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useLocation } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { memoryRouter } from "../test/memory-router.tsx";
import { breadcrumbsOf, loadSanitizer, SafeHtml } from "./safe-html.tsx";
import { appLinkTarget } from "./sanitize-html.ts";

const untrusted = `
  <h2>Page not found</h2>
  <script>window.pwned = true</script>
  <img src="x" alt="broken" onerror="window.pwned = true">
  <p><a href="/portal/forms/apc?tab=2">Your APC forms</a></p>
  <p><a href="/portal">Portal home</a></p>
  <p><a href="https://example.org/portal/forms/apc" target="_blank">Elsewhere</a></p>
  <p><a href="/help/contact">Contact us</a></p>
  <p><a href="javascript:alert(1)">Click me</a></p>
`;

function Destination() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search} with {JSON.stringify(breadcrumbsOf(location.state))}
    </p>
  );
}

function renderHtml(basename?: string) {
  const { element, router } = memoryRouter(
    [
      {
        path: "/",
        element: (
          <SafeHtml
            html={untrusted}
            appLinkPrefix="/portal/"
            breadcrumbs={[{ label: "Dashboard", path: "/" }]}
          />
        ),
      },
      { path: "*", element: <Destination /> },
    ],
    { initialEntries: [basename ? `${basename}/` : "/"], basename },
  );
  render(element);
  return router;
}

/** Shows one HTML, then another after a click. */
function Switcher() {
  const [html, setHtml] = useState("<p>First</p>");
  return (
    <>
      <button type="button" onClick={() => setHtml("<p>Second</p>")}>
        Switch
      </button>
      <SafeHtml html={html} appLinkPrefix="/portal" />
    </>
  );
}

describe("SafeHtml", () => {
  // Loaded once (as after the portal's first HTML): these show the HTML before the first
  // paint. The first-use path has its own file (safe-html-loading.test.tsx).
  beforeAll(() => loadSanitizer());

  it("removes scripts and event handlers", () => {
    renderHtml();
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(screen.getByRole("img", { name: "broken" })).not.toHaveAttribute("onerror");
    expect(screen.getByText("Click me")).not.toHaveAttribute(
      "href",
      expect.stringMatching(/^javascript/),
    );
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it("rewrites links under the app-link prefix to in-app paths, keeping the query", () => {
    renderHtml();
    expect(screen.getByRole("link", { name: "Your APC forms" })).toHaveAttribute(
      "href",
      "/forms/apc?tab=2",
    );
    expect(screen.getByRole("link", { name: "Portal home" })).toHaveAttribute("href", "/");
  });

  it("leaves other links ordinary", () => {
    renderHtml();
    const elsewhere = screen.getByRole("link", { name: "Elsewhere" });
    expect(elsewhere).toHaveAttribute("href", "https://example.org/portal/forms/apc");
    expect(elsewhere).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/help/contact",
    );
  });

  it("keeps rewritten links working under a router basename", () => {
    renderHtml("/app");
    expect(screen.getByRole("link", { name: "Your APC forms" })).toHaveAttribute(
      "href",
      "/app/forms/apc?tab=2",
    );
  });

  it("navigates in the app and passes the breadcrumb trail along", async () => {
    const router = renderHtml();
    await userEvent.click(screen.getByRole("link", { name: "Your APC forms" }));
    expect(router.location.pathname).toBe("/forms/apc");
    expect(router.location.search).toBe("?tab=2");
    expect(breadcrumbsOf(router.location.state)).toEqual([
      { label: "Dashboard", path: "/" },
      { label: "Your APC forms", path: "/forms/apc?tab=2" },
    ]);
  });

  it("follows an app link by keyboard too", async () => {
    const router = renderHtml();
    const user = userEvent.setup();
    screen.getByRole("link", { name: "Your APC forms" }).focus();
    await user.keyboard("{Enter}");
    expect(router.location.pathname).toBe("/forms/apc");
  });

  it("updates when the HTML changes", async () => {
    render(memoryRouter([{ path: "/", element: <Switcher /> }]).element);
    expect(screen.getByText("First")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Switch" }));
    expect(screen.getByText("Second")).toBeInTheDocument();
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });
});

describe("appLinkTarget", () => {
  const options = {
    appLinkPrefix: "/portal",
    routerBase: "/",
    pageUrl: "https://portal.example/x",
  };

  it("accepts same-origin links under the prefix only", () => {
    expect(appLinkTarget("https://portal.example/portal/sub/a?b=1#c", options)).toBe(
      "/sub/a?b=1#c",
    );
    expect(appLinkTarget("/portalx/forms", options)).toBeNull();
    expect(appLinkTarget("https://evil.example/portal/forms", options)).toBeNull();
    expect(appLinkTarget("/portal/forms", { ...options, appLinkPrefix: "" })).toBeNull();
  });

  it.each(["/portal//evil.example/x", "/portal/.//evil.example", "/portal/%2e%2e//evil.example"])(
    "refuses %s, which would leave the router a protocol-relative path",
    (href) => {
      expect(appLinkTarget(href, options)).toBeNull();
    },
  );
});
