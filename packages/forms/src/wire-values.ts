import { type FieldValue, uploadedFileSchema } from "@portal/contract";

// What the registry service accepts for a field in a page POST (SPEC §7), by the kind of value
// its render type holds. Anything the portal could not have sent is refused, naming what was
// expected, so the service can answer a 400 that says what is wrong.

/** The limits of a posted value: characters of a text, items of a list, files of a field. */
export const wireLimits = { text: 2_000, textarea: 50_000, list: 1_000, files: 100 } as const;

/** A posted (non-empty) value read for its field: the value, or why it is refused. */
export type WireReading =
  | { value: FieldValue }
  | { refused: "wrongType"; expected: string }
  | { refused: "tooLong"; max: number };

export type WireCheck = (value: unknown) => WireReading;

const wrongType = (expected: string): WireReading => ({ refused: "wrongType", expected });

export const isText = (v: unknown) => typeof v === "string";
export const isScalar = (v: unknown) =>
  typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/** One value passing `check`; a text among them no longer than `max`. */
export function accepts(
  check: (value: unknown) => boolean,
  expected: string,
  max: number = wireLimits.text,
): WireCheck {
  return (value) => {
    if (!check(value)) return wrongType(expected);
    if (typeof value === "string" && value.length > max) return { refused: "tooLong", max };
    return { value: value as FieldValue };
  };
}

/** A list of option ids (multiple choice). */
export const optionIdList: WireCheck = (value) =>
  Array.isArray(value) && value.length <= wireLimits.list && value.every(isScalar)
    ? { value: value as Array<string | number> }
    : wrongType("a list of option ids");

/** A list of Uploaded files (SPEC §3), each copied with only its own keys. */
export const fileList: WireCheck = (value) => {
  if (!Array.isArray(value) || value.length > wireLimits.files) {
    return wrongType("a list of files");
  }
  const files = [];
  for (const file of value) {
    const parsed = uploadedFileSchema.safeParse(file);
    if (!parsed.success) return wrongType("a list of files {fileName, fileSize, mimeType, base64}");
    files.push(parsed.data);
  }
  return { value: files };
};
