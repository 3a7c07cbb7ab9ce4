import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen, preloadScreen } from "./lazy-screen.tsx";

const TheScreen = () => <p>The screen</p>;
const BackOnline = () => <p>Back online</p>;

describe("lazyScreen", () => {
  it("loads a screen once, whether preloaded or rendered first", async () => {
    const load = vi.fn(async () => ({ Component: TheScreen }));
    const element = lazyScreen(load);
    preloadScreen(element);
    preloadScreen(element);
    render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed preload again when asked again", async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ Component: BackOnline });
    const element = lazyScreen(load);
    preloadScreen(element);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);
    expect(await screen.findByText("Back online")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads nothing for an element that is not a lazy screen", () => {
    expect(() => preloadScreen(<p>plain</p>)).not.toThrow();
    expect(() => preloadScreen(undefined)).not.toThrow();
  });
});
