// The practising certificate as a PDF (pdfmake, as the receipts): whose it is, their
// professions and scopes, the period and where it stands, the conditions on their practice,
// and the link and QR code that open its public record. pdfmake draws the QR code itself (docs/decisions/041).
import { periodText, standingTexts } from "@portal/contract";
import { pageNumberFooter, renderPdf } from "../render/index.ts";
import type { CertificateRecord } from "./certificate-record.ts";

/** Each condition in force as the public register words it, one a paragraph. */
const conditionLines = (record: CertificateRecord) =>
  record.conditions.map((c) => `${c.type}: ${c.wording}`).join("\n\n");

export function certificatePdf(record: CertificateRecord, verifyUrl: string): Promise<Buffer> {
  const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];
  return renderPdf({
    info: { title: `Annual practising certificate ${record.year} - ${record.name}` },
    pageSize: "A4",
    footer: pageNumberFooter,
    content: [
      { text: "Annual Practising Certificate", fontSize: 20, bold: true },
      { text: `Practising year ${record.year}`, fontSize: 13, margin: [0, 4, 0, 16] },
      {
        text:
          `This certifies that ${record.name} holds an annual practising certificate for the ` +
          "period below, in the scopes of practice listed.",
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: [140, "*"],
          body: [
            row("Name", record.name),
            row("Registration number", record.registrationNumber),
            row("Profession", record.professions.join(", ") || "-"),
            row("Scopes of practice", record.scopes.join("\n") || "-"),
            row("Period", periodText(record)),
            row("Status", standingTexts[record.standing](record)),
            row("Conditions on practice", conditionLines(record) || "None"),
          ],
        },
        layout: "noBorders",
      },
      { text: "Check this certificate", bold: true, margin: [0, 24, 0, 4] },
      {
        text: "Its public record says whether it is genuine and current today:",
        margin: [0, 0, 0, 4],
      },
      { text: verifyUrl, link: verifyUrl, color: "#0b5394", margin: [0, 0, 0, 8] },
      { qr: verifyUrl, fit: 140, eccLevel: "M" },
    ],
  });
}
