import { describe, expect, it } from "vitest";
import { fileSpansInPageBody, sharesSent } from "./file-spans.ts";

const file = (fileName: string, base64: string) => ({
  fileName,
  fileSize: 3,
  mimeType: "application/pdf",
  base64,
});

describe("fileSpansInPageBody", () => {
  it("finds each new file's bytes at their offsets in the form-encoded body", () => {
    const values = {
      name: "Aroha & Sons = 100%",
      cpd_record: [file('a "quoted" "base64":"name', "QUJD+/=="), file("saved.pdf", "")],
      "places[0].evidence": [file("b.png", "WFla")],
    };
    const json = JSON.stringify(values);
    const body = new URLSearchParams({ page: json }).toString();
    const spans = fileSpansInPageBody(json);
    expect(spans.map((span) => span.bytes)).toEqual(["QUJD+/==", "WFla"]);
    for (const span of spans) {
      const encoded = new URLSearchParams({ x: span.bytes }).toString().slice(2);
      expect(body.slice(span.start, span.end)).toBe(encoded);
    }
  });

  it("finds nothing in a page without new files", () => {
    expect(fileSpansInPageBody(JSON.stringify({ a: "b", f: [file("old.pdf", "")] }))).toEqual([]);
  });
});

describe("sharesSent", () => {
  const spans = [
    { bytes: "A", start: 10, end: 110 },
    { bytes: "B", start: 120, end: 220 },
  ];

  it("tells each file's share of its own bytes", () => {
    expect(sharesSent(spans, 5)).toEqual(
      new Map([
        ["A", 0],
        ["B", 0],
      ]),
    );
    expect(sharesSent(spans, 60)).toEqual(
      new Map([
        ["A", 0.5],
        ["B", 0],
      ]),
    );
    expect(sharesSent(spans, 170)).toEqual(
      new Map([
        ["A", 1],
        ["B", 0.5],
      ]),
    );
    expect(sharesSent(spans, 300).get("B")).toBe(1);
  });

  it("holds a file chosen twice at its later copy", () => {
    const twice = [spans[0]!, { ...spans[1]!, bytes: "A" }];
    expect(sharesSent(twice, 170).get("A")).toBe(0.5);
  });
});
