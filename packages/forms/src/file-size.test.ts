import { describe, expect, it } from "vitest";
import { describeChosenFile, formatFileSize, totalFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it.each([
    // Up to 999 as bytes.
    [0, "0 bytes"],
    [999, "999 bytes"],
    // kB over 999.
    [1000, "1 kB"],
    [1500, "1.5 kB"],
    [250_000, "250 kB"],
    // Rounded down to one decimal, so a limit is never overstated.
    [1999, "1.9 kB"],
    [999_999, "999.9 kB"],
    [1_499_999, "1.4 MB"],
    // MB over 999999.
    [1_000_000, "1 MB"],
    [5_000_000, "5 MB"],
    [5_242_880, "5.2 MB"],
    [20_000_000_000, "20000 MB"],
    // A fraction of a byte is dropped, negatives clamped.
    [999.7, "999 bytes"],
    [-5, "0 bytes"],
  ])("shows %d bytes as %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe("totalFileSize", () => {
  it("adds the sizes of all files", () => {
    const file = (fileSize: number) => ({ fileName: "f", fileSize, mimeType: "x", base64: "" });
    expect(totalFileSize([file(10), file(32)])).toBe(42);
    expect(totalFileSize([])).toBe(0);
  });
});

describe("describeChosenFile", () => {
  it("gives name, type and the size in rounded kilobytes", () => {
    expect(describeChosenFile("cv.pdf", "application/pdf", 12_600)).toEqual({
      name: "cv.pdf",
      type: "application/pdf",
      size: "13 kB",
    });
  });

  it("rounds half up, never shows a file with bytes as 0 kB, and an empty one as 0 kB", () => {
    expect(describeChosenFile("a", "t", 1_500).size).toBe("2 kB");
    expect(describeChosenFile("a", "t", 1_499).size).toBe("1 kB");
    expect(describeChosenFile("a", "t", 400).size).toBe("1 kB");
    expect(describeChosenFile("a", "t", 290).size).toBe("1 kB");
    expect(describeChosenFile("a", "t", 1).size).toBe("1 kB");
    expect(describeChosenFile("a", "t", 0).size).toBe("0 kB");
  });
});
