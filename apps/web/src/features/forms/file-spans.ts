/**
 * Where each chosen file's bytes sit in a page POST, so the upload of the one request can be
 * told file by file. The body is form-encoded `page=<JSON of the values>` (form-api.ts), and a
 * new file travels in it as the base64 string of its `base64` key (SPEC §3 Uploaded file).
 */

/** A file's bytes (its base64) and the body offsets they occupy once form-encoded. */
export interface FileSpan {
  bytes: string;
  start: number;
  end: number;
}

// JSON escapes every quote inside a string, so a raw `"base64":"` is always the key itself.
const BYTES_KEY = '"base64":"';
const BODY_PREFIX = "page=";

/** The length of a text once form-encoded, as URLSearchParams encodes it. */
function encodedLength(text: string): number {
  return new URLSearchParams({ p: text }).toString().length - "p=".length;
}

/** Every file with bytes in the JSON of a page's values, in body order. */
export function fileSpansInPageBody(pageJson: string): FileSpan[] {
  const spans: FileSpan[] = [];
  let offset = BODY_PREFIX.length;
  let cursor = 0;
  for (;;) {
    const key = pageJson.indexOf(BYTES_KEY, cursor);
    if (key < 0) return spans;
    const from = key + BYTES_KEY.length;
    const to = pageJson.indexOf('"', from);
    if (to < 0) return spans;
    offset += encodedLength(pageJson.slice(cursor, from));
    const length = encodedLength(pageJson.slice(from, to));
    if (length > 0)
      spans.push({ bytes: pageJson.slice(from, to), start: offset, end: offset + length });
    offset += length;
    cursor = to;
  }
}

/** Told, as a save's body goes out, how much of each new file has (by its bytes, 0 to 1). */
export type FilesSentListener = (shares: ReadonlyMap<string, number>) => void;

/**
 * How much of each file has gone out once `sent` bytes of the body have (0 to 1), by its
 * bytes. A file chosen twice is as far as its later copy.
 */
export function sharesSent(spans: readonly FileSpan[], sent: number): Map<string, number> {
  const shares = new Map<string, number>();
  for (const span of spans) {
    const share = Math.min(1, Math.max(0, (sent - span.start) / (span.end - span.start)));
    const earlier = shares.get(span.bytes);
    shares.set(span.bytes, earlier === undefined ? share : Math.min(earlier, share));
  }
  return shares;
}
