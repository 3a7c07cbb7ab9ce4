// Text that cannot explode the PDF layout. pdfmake lays text out word by word, a
// word ending where Unicode allows a line break (UAX #14, the `linebreak` package it uses
// itself). Two of its costs grow with the square of a length (pdfmake 0.3.11, measured):
// - A word wider than its line is cut by measuring prefixes of the whole rest of the word,
//   line after line, and pdfkit caches the glyphs of every string it measures: a word of 12,000
//   characters took 8 s and 880 MiB; one of 70,000 exhausted a 4.5 GiB heap.
// - Each line copies the list of the paragraph's words still to place (LayoutBuilder
//   buildNextLine): 20,000 words in one text took 1 s, 40,000 took 5 s (CJK text and emoji
//   are a word per character).
// So before layout every word longer than MAX_UNBROKEN_RUN gets a zero-width space (a break
// opportunity that prints nothing) every MAX_UNBROKEN_RUN characters, and a text of more than
// MAX_WORDS_PER_PIECE words is laid out as consecutive pieces of at most that many words. The
// cost is then linear in the text's length.
/// <reference path="./linebreak.d.ts" />
import LineBreaker from "linebreak";

/**
 * Longest word (UTF-16 units between two line-break opportunities) given to pdfmake: longer
 * than any real word, short enough that cutting it in the narrowest table column is cheap.
 */
export const MAX_UNBROKEN_RUN = 40;
/**
 * Most words in one piece of text: 1,000 cost pdfmake ≈ 4 ms. Where a piece ends inside a
 * paragraph the next starts on a new line, so the end is put at a line end when one is near.
 */
export const MAX_WORDS_PER_PIECE = 1_000;

const ZERO_WIDTH_SPACE = "\u200B";

/** `text` as the pieces pdfmake is given, in order, one paragraph (or more) each. */
export function layoutPieces(text: string): string[] {
  if (text.length <= MAX_UNBROKEN_RUN) return [text];
  const breaker = new LineBreaker(text);
  const pieces: string[] = [];
  let piece = "";
  let words = 0;
  const cut = () => {
    pieces.push(piece);
    piece = "";
    words = 0;
  };
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const word = text.slice(start, next.position);
    start = next.position;
    const runs = word.length > MAX_UNBROKEN_RUN ? runsOf(word) : [word];
    for (const [i, run] of runs.entries()) {
      // Between two runs of one word: a new piece, or a break that prints nothing.
      if (i > 0 && words >= MAX_WORDS_PER_PIECE) cut();
      else if (i > 0) piece += ZERO_WIDTH_SPACE;
      piece += run;
      words++;
    }
    // At a line end (a required break) once past half the limit, or anywhere at the limit.
    const atLineEnd = next.required && words >= MAX_WORDS_PER_PIECE / 2;
    if ((atLineEnd || words >= MAX_WORDS_PER_PIECE) && start < text.length) cut();
  }
  pieces.push(piece);
  return pieces;
}

/** `word` in runs of at most MAX_UNBROKEN_RUN units, never between a surrogate pair's halves. */
function runsOf(word: string): string[] {
  const runs: string[] = [];
  let start = 0;
  while (start < word.length) {
    let end = Math.min(start + MAX_UNBROKEN_RUN, word.length);
    if (end < word.length && isLowSurrogate(word.charCodeAt(end))) end--;
    runs.push(word.slice(start, end));
    start = end;
  }
  return runs;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
