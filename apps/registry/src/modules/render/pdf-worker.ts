// A process of the form-PDF pool (pdf-pool.ts, form-pdf-pool.ts): it loads pdfmake and its
// fonts once, then turns each form it is sent into PDF bytes.
import { printForm } from "./form-pdf.ts";
import { serveJobs } from "./pdf-pool.ts";

serveJobs(printForm);
