import { describe, expect, it } from "vitest";
import { formatSize } from "./format-size.ts";

describe("formatSize", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1234, "1.2 KB"],
    [20_480, "20 KB"],
    [5 * 1024 * 1024 + 300_000, "5.3 MB"],
    [3 * 1024 ** 3, "3 GB"],
    [2048 * 1024 ** 3, "2048 GB"],
  ])("%d bytes is %s", (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
