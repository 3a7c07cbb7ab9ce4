import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadable-lazy.tsx";

const Greeting = ({ name }: { name: string }) => <p>Kia ora {name}</p>;
const inSuspense = (element: React.ReactElement) => (
  <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>
);

describe("preloadableLazy", () => {
  it("passes its props on, suspending only while the code is on its way", async () => {
    const Lazy = preloadableLazy(async () => Greeting);
    const { rerender } = render(inSuspense(<Lazy name="Aroha" />));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("Kia ora Aroha")).toBeInTheDocument();
    rerender(inSuspense(<Lazy name="Hemi" />));
    expect(screen.getByText("Kia ora Hemi")).toBeInTheDocument();
  });

  it("renders at once after a preload, and loads once", async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(inSuspense(<Lazy name="Mere" />));
    expect(screen.getByText("Kia ora Mere")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("settles a failed preload and tries again when asked again", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Hemi" />));
    expect(await screen.findByText("Kia ora Hemi")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
