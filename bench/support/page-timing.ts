// What the browser benchmarks read from a page: Event Timing entries, the first idle frame,
// the requests of a load, and the scripts (gzipped) a cold load fetches.
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** Event Timing reports only interactions that last at least this long. */
export const EVENT_THRESHOLD_MS = 16;

/** Installed before any page script: keeps every Event Timing entry with an interactionId. */
export const observeEvents = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime });
    }
  }).observe({ type: "event", durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
`;

/** Installed before any page script: answers the first idle time once `selector` is there. */
export const firstIdleAfter = (selector: string) => `
  window.__firstIdle = new Promise((resolve) => {
    const check = () => {
      if (document.querySelector(${JSON.stringify(selector)})) {
        requestIdleCallback(() => resolve(performance.now()));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
`;

/**
 * When the page's requests (scripts, the configuration, API calls) started and ended, in ms
 * from navigation start: where a first idle frame spends its time.
 */
export async function loadTimeline(page: Page): Promise<string> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => ({
      name: new URL(e.name).pathname,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
  );
  return entries
    .filter((e) => /\.js$|\/api\//.test(e.name))
    .map((e) => `${e.name.replace(/^.*\//, "")} ${e.start.toFixed(0)}–${e.end.toFixed(0)}`)
    .join(", ");
}

export async function firstIdle(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __firstIdle: Promise<number> }).__firstIdle);
}

export interface ScriptBytes {
  path: string;
  gz: number;
}

/** The scripts a cold load of `path` fetches, until `ready` and the network is quiet. */
export async function scriptsOfColdLoad(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<ScriptBytes[]> {
  const pending: Promise<ScriptBytes | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          gz: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const scripts = await Promise.all(pending);
  if (scripts.includes(null)) throw new Error(`a script of ${path} could not be read`);
  return scripts as ScriptBytes[];
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
export const totalOf = (scripts: ScriptBytes[]) => scripts.reduce((sum, s) => sum + s.gz, 0);
