import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.ts";
import { receiptPdf } from "./receipt.ts";

describe("the receipt", () => {
  const paid = {
    formName: "APC 2026/2027",
    formCode: "APC",
    reference: "T-1001",
    amountCents: 115_000,
    // Evening in UTC, already the next morning in New Zealand.
    paidAt: new Date("2026-11-24T20:30:00Z"),
  };

  it("is dated on the regulator's calendar, as the completed list dates the form", async () => {
    const nz = pdfText(await receiptPdf({ ...paid, timeZone: "Pacific/Auckland" }));
    expect(nz).toMatch(/Date\s+25\/11\/2026/);
    const utc = pdfText(await receiptPdf({ ...paid, timeZone: "UTC" }));
    expect(utc).toMatch(/Date\s+24\/11\/2026/);
  });
});
