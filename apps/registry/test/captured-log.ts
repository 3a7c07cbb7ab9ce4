// The service's log as a test reads it: every line pino writes, parsed, so a test can look for
// error-level lines or for text that must never be logged.
import { Writable } from "node:stream";

export interface CapturedLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export function capturedLog() {
  const lines: CapturedLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream, logger: { level: "info", stream } };
}
