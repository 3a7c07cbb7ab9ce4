import { describe, expect, it } from "vitest";
import { spreadsheetCsv } from "./csv.ts";

const cell = (value: string) => spreadsheetCsv(["c"], [[value]]).split("\r\n")[1];

describe("spreadsheetCsv", () => {
  it("writes the header, then each row, every line ended by CRLF", () => {
    expect(spreadsheetCsv(["a", "b"], [["1", "2"]])).toBe("a,b\r\n1,2\r\n");
    expect(spreadsheetCsv(["a", "b"], [])).toBe("a,b\r\n");
  });

  it("keeps a cell a spreadsheet would run as a formula as text", () => {
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell("+1")).toBe("'+1");
    expect(cell("-1")).toBe("'-1");
    expect(cell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("quotes a cell holding a comma, a quote or any line break", () => {
    expect(cell("a,b")).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(spreadsheetCsv(["c"], [["two\nlines"]])).toBe('c\r\n"two\nlines"\r\n');
    expect(cell("plain")).toBe("plain");
  });
});
