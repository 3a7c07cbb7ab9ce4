// What the QR code on a PDF's first page says, as a phone would read it: the page drawn by
// poppler's pdftoppm (PPM, 150 dpi) and decoded by jsQR; undefined when no code is found.
import { execFileSync } from "node:child_process";
import jsQRModule from "jsqr";

// jsqr is CommonJS whose types declare an ES default export: under nodenext TypeScript sees the
// module object, while Node hands over the function itself (which carries `default` too).
const jsQR = jsQRModule.default;

export function pdfQrText(bytes: Buffer): string | undefined {
  const ppm = execFileSync("pdftoppm", ["-r", "150", "-f", "1", "-l", "1", "-"], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  });
  // "P6\n{width} {height}\n255\n" then the pixels, three bytes each.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
  if (!header) throw new Error("pdftoppm did not answer a PPM image");
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(rgb.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data;
}
