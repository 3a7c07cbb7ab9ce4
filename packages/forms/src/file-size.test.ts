import { describe, expect, it } from "vitest";
import { describeChosenFile, formatFileSize, totalFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("shows up to 999 as bytes", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(999)).toBe("999 bytes");
  });

  it("switches to kB over 999", () => {
    expect(formatFileSize(1000)).toBe("1 kB");
    expect(formatFileSize(1500)).toBe("1.5 kB");
    expect(formatFileSize(250_000)).toBe("250 kB");
  });

  it("rounds down to one decimal so a limit is never overstated", () => {
    expect(formatFileSize(1999)).toBe("1.9 kB");
    expect(formatFileSize(999_999)).toBe("999.9 kB");
    expect(formatFileSize(1_499_999)).toBe("1.4 MB");
  });

  it("switches to MB over 999999", () => {
    expect(formatFileSize(1_000_000)).toBe("1 MB");
    expect(formatFileSize(5_000_000)).toBe("5 MB");
    expect(formatFileSize(5_242_880)).toBe("5.2 MB");
    expect(formatFileSize(20_000_000_000)).toBe("20000 MB");
  });

  it("drops a fraction of a byte and clamps negatives", () => {
    expect(formatFileSize(999.7)).toBe("999 bytes");
    expect(formatFileSize(-5)).toBe("0 bytes");
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

  it("rounds half up and small files down to 0 kB", () => {
    expect(describeChosenFile("a", "t", 1_500).size).toBe("2 kB");
    expect(describeChosenFile("a", "t", 1_499).size).toBe("1 kB");
    expect(describeChosenFile("a", "t", 400).size).toBe("0 kB");
  });
});
