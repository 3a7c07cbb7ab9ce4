// The receipt of an approved payment: a small PDF (pdfmake), stored as the form's `invoice`.
import { numericDateAt } from "@portal/contract";
import { pageNumberFooter, renderPdf } from "../render/index.ts";
import { formatAmount } from "./provider.ts";

export function receiptPdf(receipt: {
  formName: string;
  formCode: string;
  reference: string;
  amountCents: number;
  paidAt: Date;
  /** The regulator's: the date is the one on its calendar, as the lists show it. */
  timeZone: string;
}): Promise<Buffer> {
  const date = numericDateAt(receipt.paidAt, receipt.timeZone);
  const row = (label: string, value: string) => [{ text: label, bold: true }, { text: value }];
  return renderPdf({
    info: { title: `Tax receipt ${receipt.reference}` },
    pageSize: "A4",
    footer: pageNumberFooter,
    content: [
      { text: "Tax receipt", fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: [140, "*"],
          body: [
            row("For", `${receipt.formName} - ${receipt.formCode}`),
            row("Reference", receipt.reference),
            row("Amount paid", `${formatAmount(receipt.amountCents)} (incl. GST)`),
            row("Date", date),
          ],
        },
        layout: "noBorders",
      },
      { text: "Sandbox payment — no real money moved.", italics: true, margin: [0, 12, 0, 0] },
    ],
  });
}
