/// <reference lib="dom" />
// The detector the XSS specs load the corpus with: `__xss` exposed to every frame
// of the page, a dialog listener (alert, confirm, prompt), and a scan of the DOM for what a
// payload leaves behind without running yet (event-handler attributes, `javascript:`
// addresses, script, frame and refresh elements), which would run on a click or a focus the
// test does not make.
import { expect, type Page } from "@playwright/test";

/** A hit: a payload that ran, opened a dialog, or left something runnable in the DOM. */
export interface Hit {
  how: string;
  detail: string;
}

export interface Detector {
  hits: Hit[];
  /** Scans the page's DOM (every frame) for what a payload left behind; adds hits. */
  scan(where: string): Promise<void>;
  /** Scans, then asserts no hit so far, naming each one and where it happened. */
  expectNone(where: string): Promise<void>;
}

/**
 * Arms the page: `__xss(id)` in every frame, dialogs recorded (and dismissed). Call before
 * the first navigation.
 */
export async function armDetector(page: Page): Promise<Detector> {
  const hits: Hit[] = [];
  let where = "before any page";
  await page.exposeFunction("__xss", (id: unknown) => {
    hits.push({ how: "__xss called", detail: `${String(id)} at ${where}` });
  });
  page.on("dialog", (dialog) => {
    hits.push({ how: `${dialog.type()} dialog`, detail: `${dialog.message()} at ${where}` });
    void dialog.dismiss().catch(() => {});
  });
  const scan = async (label: string) => {
    where = label;
    for (const frame of page.frames()) {
      const found = await frame.evaluate(scanDocument).catch(() => [] as string[]);
      for (const detail of found)
        hits.push({ how: "left in the DOM", detail: `${detail} at ${label}` });
    }
  };
  return {
    hits,
    scan,
    async expectNone(label: string) {
      await scan(label);
      expect(hits.map((h) => `${h.how}: ${h.detail}`)).toEqual([]);
    },
  };
}

/** Runs in the page: what a payload left that would run later. */
function scanDocument(): string[] {
  const found: string[] = [];
  // Browsers ignore ASCII whitespace and control characters in a scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser strips
  const scheme = (value: string) => value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  const urlAttributes = ["href", "src", "action", "formaction", "data", "xlink:href", "poster"];
  const outline = (el: Element) => el.outerHTML.slice(0, 160);
  for (const el of document.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) found.push(`handler attribute ${name}: ${outline(el)}`);
      if (urlAttributes.includes(name)) {
        const value = scheme(attr.value);
        if (/^(javascript|vbscript):/.test(value) || value.startsWith("data:text/html")) {
          found.push(`script address in ${name}: ${outline(el)}`);
        }
      }
      if (name === "srcdoc") found.push(`srcdoc: ${outline(el)}`);
    }
    const tag = el.tagName.toLowerCase();
    if (tag === "script" && /xss|alert|confirm|prompt/.test(el.textContent ?? "")) {
      found.push(`script element: ${outline(el)}`);
    }
    if (["iframe", "object", "embed", "base"].includes(tag)) {
      found.push(`${tag} element: ${outline(el)}`);
    }
    if (tag === "meta" && el.getAttribute("http-equiv")?.toLowerCase() === "refresh") {
      found.push(`meta refresh: ${outline(el)}`);
    }
  }
  return found;
}
