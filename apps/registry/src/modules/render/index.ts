// What other modules may use of the render module: the PDF maker (a payment's receipt).

export type { FormPdfPool } from "./form-pdf-pool.ts";
export { pageNumberFooter, renderPdf } from "./pdf.ts";
