import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadScreen } from "./lazy-screen.tsx";

const TheScreen = () => <p>The screen</p>;
const inSuspense = (element: React.ReactElement) => (
  <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>
);

// What lazyScreen adds to lib/preloadable-lazy.tsx (tested there: fallback, retry after a
// failure): a screen module's Component as a route element, and preloadScreen finding it.
describe("lazyScreen", () => {
  it("loads a screen once, whether preloaded or rendered first", async () => {
    const load = vi.fn(async () => ({ Component: TheScreen }));
    const element = lazyScreen(load);
    void preloadScreen(element);
    render(inSuspense(element));
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders a preloaded screen at once, without showing the fallback", async () => {
    const element = lazyScreen(async () => ({ Component: TheScreen }));
    await preloadScreen(element);
    render(inSuspense(element));
    expect(screen.getByText("The screen")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("preloads nothing for an element that is not a lazy screen", async () => {
    await expect(preloadScreen(<p>plain</p>)).resolves.toBeUndefined();
    await expect(preloadScreen(undefined)).resolves.toBeUndefined();
  });
});
