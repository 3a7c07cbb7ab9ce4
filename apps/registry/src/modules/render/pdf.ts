// PDF output with pdfmake's server API (DESIGN: pdfmake on the server). The Roboto fonts it
// ships are read once into memory and embedded in every document; pdfmake may fetch no URL
// and read no local file, so nothing in a document definition can reach the network or disk.
/// <reference path="./pdfmake.d.ts" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import pdfmake from "pdfmake";

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
/** Copies a font into pdfmake's in-memory file system and answers its virtual name. */
const font = (name: string) => {
  pdfmake.virtualfs.writeFileSync(name, readFileSync(join(fontsDir, name)));
  return name;
};

pdfmake.addFonts({
  Roboto: {
    normal: font("Roboto-Regular.ttf"),
    bold: font("Roboto-Medium.ttf"),
    italics: font("Roboto-Italic.ttf"),
    bolditalics: font("Roboto-MediumItalic.ttf"),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** A pdfmake document definition (content, styles, footer …). */
export type DocumentDefinition = Record<string, unknown>;

export function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  return pdfmake.createPdf({ defaultStyle: { font: "Roboto" }, ...definition }).getBuffer();
}

/** "Page n of m" at the foot of every page. */
export const pageNumberFooter = (currentPage: number, pageCount: number) => ({
  text: `Page ${currentPage} of ${pageCount}`,
  alignment: "center",
  fontSize: 8,
  margin: [0, 10, 0, 0],
});
