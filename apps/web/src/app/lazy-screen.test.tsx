import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadScreen } from "./lazy-screen.tsx";

const TheScreen = () => <p>The screen</p>;
const BackOnline = () => <p>Back online</p>;
const inSuspense = (element: React.ReactElement) => (
  <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>
);

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

  it("shows the fallback while the code is on its way", () => {
    render(inSuspense(lazyScreen(() => new Promise<never>(() => undefined))));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("settles a failed preload and tries again when asked again", async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Component: BackOnline });
    const element = lazyScreen(load);
    await preloadScreen(element);
    render(inSuspense(element));
    expect(await screen.findByText("Back online")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads nothing for an element that is not a lazy screen", async () => {
    await expect(preloadScreen(<p>plain</p>)).resolves.toBeUndefined();
    await expect(preloadScreen(undefined)).resolves.toBeUndefined();
  });
});
