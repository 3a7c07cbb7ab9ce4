import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_ID } from "../../lib/scroll.ts";
import { scrollToContentTop } from "./scroll-to-content.ts";

const CONTENT_TOP = 120;
let frames: Map<number, FrameRequestCallback>;
let scrollY: number;

/** Runs the frames requested so far, at `now` ms. */
function runFrames(now: number) {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(now);
}

beforeEach(() => {
  frames = new Map();
  let id = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.set(++id, callback);
    return id;
  });
  vi.stubGlobal("cancelAnimationFrame", (frame: number) => frames.delete(frame));
  vi.spyOn(performance, "now").mockReturnValue(0);
  scrollY = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
  const content = document.createElement("main");
  content.id = CONTENT_ID;
  content.getBoundingClientRect = () => ({ top: CONTENT_TOP - scrollY }) as DOMRect;
  document.body.append(content);
});

afterEach(() => {
  document.getElementById(CONTENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the glide to the content's top after a form loads", () => {
  it("moves the view over 400 ms, frame by frame, to the content's top", () => {
    scrollToContentTop();
    runFrames(100);
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(CONTENT_TOP);
    runFrames(400);
    expect(scrollY).toBe(CONTENT_TOP);
    expect(frames.size).toBe(0);
  });

  it("stops once something else has moved the view", () => {
    scrollToContentTop();
    runFrames(100);
    scrollY = 0; // the jump to the top of a new address
    runFrames(200);
    expect(scrollY).toBe(0);
    expect(frames.size).toBe(0);
  });

  it("runs one glide at a time: a new one replaces the one under way", () => {
    scrollToContentTop();
    runFrames(100);
    scrollToContentTop();
    expect(frames.size).toBe(1);
  });
});
