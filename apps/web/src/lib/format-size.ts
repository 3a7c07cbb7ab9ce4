// File sizes as every screen shows them (SPEC §2 List screens): the portal's lists, its
// uploads and the desk's files, one way.

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** 512 B, 1.2 KB, 3.4 MB, 1.1 GB (powers of 1024; one decimal below 10, else whole). */
export function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}
