import { apiPaths } from "@portal/contract";
import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { boot } from "./boot.tsx";

function stubConfig(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("boot", () => {
  it("loads the configuration, then renders the router with its title", async () => {
    const fetchMock = stubConfig(async () =>
      Response.json({ title: "Dental Council Portal", basename: "/" }),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement("div"));
    window.history.replaceState(null, "", "/");
    await act(() => boot(container));

    expect(fetchMock.mock.calls[0]?.[0]).toBe(apiPaths.config);
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dental Council Portal");
    expect(window.location.pathname).toBe("/login");
    container.remove();
  });

  it("shows a clear error view when the configuration cannot load", async () => {
    stubConfig(async () => new Response("", { status: 503, statusText: "Service Unavailable" }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement("div"));
    await act(() => boot(container));

    expect(screen.getByRole("heading", { name: "The portal could not start" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Service Unavailable");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    container.remove();
  });

  it("shows the loading banner while the configuration is on its way", async () => {
    stubConfig(() => new Promise<never>(() => undefined));
    const container = document.body.appendChild(document.createElement("div"));
    act(() => {
      void boot(container);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    container.remove();
  });
});
