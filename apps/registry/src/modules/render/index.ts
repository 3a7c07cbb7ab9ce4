// What other modules may use of the render module: the PDF maker (a payment's receipt).
export { pageNumberFooter, renderPdf } from "./pdf.ts";
