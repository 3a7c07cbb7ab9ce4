// The text pdfmake is given: the same characters, no word longer than
// MAX_UNBROKEN_RUN, no piece of more than MAX_WORDS_PER_PIECE words.
/// <reference path="./linebreak.d.ts" />
import fc from "fast-check";
import LineBreaker from "linebreak";
import { describe, expect, it } from "vitest";
import { layoutPieces, MAX_UNBROKEN_RUN, MAX_WORDS_PER_PIECE } from "./layout-text.ts";

/** The words pdfmake would make of `text` (as its TextBreaker does). */
function words(text: string): string[] {
  const breaker = new LineBreaker(text);
  const out: string[] = [];
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    out.push(text.slice(start, next.position));
    start = next.position;
  }
  return out;
}
const withoutBreaks = (pieces: string[]) => pieces.join("").replaceAll("\u200B", "");

describe("layoutPieces", () => {
  it("leaves short and ordinary text as it is", () => {
    expect(layoutPieces("Registration number")).toEqual(["Registration number"]);
    const prose = "A longer answer with ordinary words, ".repeat(20);
    expect(layoutPieces(prose)).toEqual([prose]);
  });

  it("breaks a 70,000-character run into words pdfmake can wrap, keeping every character", () => {
    const run = "x".repeat(70_000);
    const pieces = layoutPieces(run);
    expect(withoutBreaks(pieces)).toBe(run);
    for (const piece of pieces) {
      const longest = Math.max(...words(piece).map((w) => w.replace("\u200B", "").length));
      expect(longest).toBeLessThanOrEqual(MAX_UNBROKEN_RUN);
      expect(words(piece).length).toBeLessThanOrEqual(MAX_WORDS_PER_PIECE);
    }
  });

  it("finds runs the way Unicode line breaking does: spaces after '(' do not break", () => {
    const text = "( ".repeat(1_000);
    const pieces = layoutPieces(text);
    expect(withoutBreaks(pieces)).toBe(text);
    expect(Math.max(...words(pieces.join("")).map((w) => w.length))).toBeLessThanOrEqual(
      MAX_UNBROKEN_RUN + 1,
    );
  });

  it("never splits a surrogate pair, and keeps any text's characters", () => {
    const emoji = "😀".repeat(100);
    expect(layoutPieces(emoji).join("")).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        expect(withoutBreaks(layoutPieces(text))).toBe(text.replaceAll("\u200B", ""));
      }),
    );
  });

  it("cuts a text of many words into pieces, at a line end when one is near", () => {
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i} ${"word ".repeat(60)}`);
    const pieces = layoutPieces(lines.join("\n"));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/\n$/);
    expect(pieces.join("")).toBe(lines.join("\n"));
  });
});
