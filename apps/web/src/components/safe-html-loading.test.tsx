import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryRouter } from "../test/memory-router.tsx";
import { SafeHtml } from "./safe-html.tsx";

// A file of its own: its modules are fresh, so the sanitiser has not been loaded yet.
describe("SafeHtml on first use", () => {
  it("is busy until the sanitiser has come, then shows the cleaned HTML", async () => {
    const { element } = memoryRouter([
      {
        path: "/",
        element: (
          <SafeHtml
            html={'<h2>Fees</h2><img src="x" alt="logo" onerror="window.pwned = true">'}
            appLinkPrefix="/portal"
            className="fees"
          />
        ),
      },
    ]);
    render(element);
    const box = () => document.querySelector(".fees");
    expect(box()).toHaveAttribute("aria-busy", "true");
    expect(box()).toBeEmptyDOMElement();
    expect(await screen.findByRole("heading", { name: "Fees" })).toBeInTheDocument();
    expect(box()).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("img", { name: "logo" })).not.toHaveAttribute("onerror");
  });
});
