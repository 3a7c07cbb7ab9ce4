import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadable-lazy.tsx";

const Greeting = ({ name }: { name: string }) => <p>Kia ora {name}</p>;

describe("preloadableLazy", () => {
  it("passes its props on, suspending only while the code is on its way", async () => {
    const Lazy = preloadableLazy(async () => Greeting);
    const { rerender } = render(
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy name="Aroha" />
      </Suspense>,
    );
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("Kia ora Aroha")).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy name="Hemi" />
      </Suspense>,
    );
    expect(screen.getByText("Kia ora Hemi")).toBeInTheDocument();
  });

  it("renders at once after a preload, and loads once", async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Lazy name="Mere" />
      </Suspense>,
    );
    expect(screen.getByText("Kia ora Mere")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
