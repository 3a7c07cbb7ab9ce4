import type { UploadedFile } from "@portal/contract";

/**
 * A size as SPEC §5 shows it in the total-file-size message: "N bytes" up to 999, "N kB" over
 * 999, "N MB" over 999999 (decimal units: 1 kB = 1000 bytes).
 *
 * kB and MB keep one decimal, *rounded down*, with a trailing ".0" dropped. Rounding down is
 * deliberate: the text is a limit ("Please select up to …"), and rounding up could promise more
 * than is allowed (1,499,999 bytes would read "1.5 MB"). It also keeps 999,999 bytes at
 * "999.9 kB" rather than an odd "1000 kB". Integer arithmetic avoids 0.1 + 0.2 style errors.
 */
export function formatFileSize(bytes: number): string {
  const whole = Math.max(0, Math.floor(bytes));
  if (whole <= 999) return `${whole} bytes`;
  if (whole <= 999_999) return `${tenths(Math.floor(whole / 100))} kB`;
  return `${tenths(Math.floor(whole / 100_000))} MB`;
}

function tenths(count: number): string {
  const units = Math.floor(count / 10);
  const decimal = count % 10;
  return decimal === 0 ? String(units) : `${units}.${decimal}`;
}

/** Total bytes of the chosen files (the limit applies to all files together). */
export function totalFileSize(files: readonly UploadedFile[]): number {
  return files.reduce((sum, file) => sum + file.fileSize, 0);
}

/** What the portal lists for a chosen file (SPEC §5): name, type and size as rounded kB. */
export type ChosenFileDescription = { name: string; type: string; size: string };

/**
 * SPEC §5 "Choosing files": size as rounded kilobytes ending " kB" (decimal, like
 * formatFileSize): 12,600 bytes → "13 kB". A file with any bytes shows at least "1 kB": "0 kB"
 * would read as an empty (or broken) file to the person who chose it; only an empty one is "0 kB".
 */
export function describeChosenFile(
  name: string,
  type: string,
  sizeBytes: number,
): ChosenFileDescription {
  const kB = Math.round(Math.max(0, sizeBytes) / 1000);
  return { name, type, size: `${sizeBytes > 0 ? Math.max(1, kB) : 0} kB` };
}
