// The text of a PDF the service made, read by poppler's pdftotext as a reader would see it.
import { execFileSync } from "node:child_process";

export const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString();
