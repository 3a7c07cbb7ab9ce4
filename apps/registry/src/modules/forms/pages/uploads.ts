// file_upload values (SPEC §3 Uploaded file). A posted file either carries its bytes (base64,
// or a data: URL) or is one already saved in this field, sent back as it was served: name,
// size and type with an empty base64. New bytes are decoded, measured (the real size replaces
// the claimed one, so maxFileSize holds against the bytes) and checked by their magic number
// against the claimed type. Saved values keep only references to the files table.
import type { UploadedFile } from "@portal/contract";
import {
  type FieldErrors,
  type GroupRow,
  holdsFiles,
  joinMessages,
  type PageValues,
  rowFieldKey,
} from "@portal/forms";
import { ClientError } from "../../../http/client-error.ts";
import type { CompiledPage } from "../definitions/load/catalogue.ts";
import { formMessages } from "../form-errors.ts";

/** What a saved file_upload value holds per file. */
export interface FileRef {
  fileId: number;
  fileName: string;
  fileSize: number;
  mimeType: string;
}

export interface NewUpload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** How each posted file object is to be saved: an existing reference or new bytes. */
export type UploadPlan = Map<UploadedFile, { ref: FileRef } | { upload: NewUpload }>;

const signatures: Record<string, { label: string; magic: Buffer }> = {
  "application/pdf": { label: "PDF", magic: Buffer.from("%PDF-", "latin1") },
  "image/png": {
    label: "PNG",
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  "image/jpeg": { label: "JPEG", magic: Buffer.from([0xff, 0xd8, 0xff]) },
};
const aliases: Record<string, string> = { "image/jpg": "image/jpeg", "image/pjpeg": "image/jpeg" };

const DATA_URL = /^data:[^,]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (or data: URL), or undefined when it is not base64. */
export function decodeBase64(text: string): Buffer | undefined {
  const body = text.replace(DATA_URL, "").replace(/\s+/g, "");
  if (body.length % 4 !== 0 || !BASE64.test(body)) return undefined;
  return Buffer.from(body, "base64");
}

/** The error for bytes that are not of an allowed type or not of the claimed one, or null. */
export function contentTypeProblem(
  fileName: string,
  mimeType: string,
  bytes: Buffer,
): string | null {
  const claimed = aliases[mimeType.toLowerCase()] ?? mimeType.toLowerCase();
  const signature = signatures[claimed];
  if (!signature) return formMessages.fileNotAllowed(fileName);
  return bytes.subarray(0, signature.magic.length).equals(signature.magic)
    ? null
    : formMessages.fileMismatch(fileName, signature.label);
}

/** Every FileRef held in saved page values (file_upload fields, in rows too). */
export function fileRefsOf(page: CompiledPage, values: PageValues | undefined): FileRef[] {
  if (!values) return [];
  const refs: FileRef[] = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) if (isFileRef(item)) refs.push(item);
  };
  for (const field of page.plainFields.values()) {
    if (holdsFiles(field)) collect(values[field.fieldName]);
  }
  for (const [groupId, { fields }] of page.repeatingGroups) {
    const rows = values[groupId];
    if (!Array.isArray(rows)) continue;
    for (const field of fields.values()) {
      if (!holdsFiles(field)) continue;
      for (const row of rows as GroupRow[]) collect(row[field.fieldName]);
    }
  }
  return refs;
}

function isFileRef(value: unknown): value is FileRef {
  return (
    typeof value === "object" && value !== null && typeof (value as FileRef).fileId === "number"
  );
}

/**
 * Plans the files of a post: each posted file object is matched to a saved file of the same
 * field (by name, size and type) or decoded as new bytes. The posted objects get their real
 * size. Undecodable base64, or a bodiless file that matches nothing saved, is a 400; a wrong
 * or mislabelled type is a field error.
 */
export function planUploads(
  page: CompiledPage,
  posted: PageValues,
  saved: PageValues | undefined,
): { plan: UploadPlan; errors: FieldErrors } {
  const plan: UploadPlan = new Map();
  const errors: FieldErrors = {};
  const savedByField = new Map<string, FileRef[]>();

  const visit = (fieldName: string, key: string, value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const file of value as UploadedFile[]) {
      if (file.base64 === "") {
        const candidates = savedByField.get(fieldName) ?? [];
        const i = candidates.findIndex(
          (r) =>
            r.fileName === file.fileName &&
            r.fileSize === file.fileSize &&
            r.mimeType === file.mimeType,
        );
        if (i < 0) throw new ClientError(400, formMessages.fileUnknown(key, file.fileName));
        plan.set(file, { ref: candidates.splice(i, 1)[0]! });
        continue;
      }
      const bytes = decodeBase64(file.base64);
      if (!bytes) throw new ClientError(400, formMessages.fileNotBase64(key));
      file.fileSize = bytes.length;
      const problem = contentTypeProblem(file.fileName, file.mimeType, bytes);
      // Each file's problem is said: one wrong file does not hide another.
      if (problem) errors[key] = errors[key] ? joinMessages([errors[key], problem]) : problem;
      plan.set(file, { upload: { fileName: file.fileName, mimeType: file.mimeType, bytes } });
    }
  };

  for (const field of page.plainFields.values()) {
    if (!holdsFiles(field)) continue;
    savedByField.set(field.fieldName, fileRefsOfValue(saved?.[field.fieldName]));
    visit(field.fieldName, field.fieldName, posted[field.fieldName]);
  }
  for (const [groupId, { fields }] of page.repeatingGroups) {
    const rows = (posted[groupId] ?? []) as GroupRow[];
    const savedRows = Array.isArray(saved?.[groupId]) ? (saved[groupId] as GroupRow[]) : [];
    for (const field of fields.values()) {
      if (!holdsFiles(field)) continue;
      // Rows may have been deleted or reordered: any saved file of the field may come back.
      savedByField.set(
        field.fieldName,
        savedRows.flatMap((row) => fileRefsOfValue(row[field.fieldName])),
      );
      rows.forEach((row, i) => {
        visit(field.fieldName, rowFieldKey(groupId, i, field.fieldName), row[field.fieldName]);
      });
    }
  }
  return { plan, errors };
}

function fileRefsOfValue(value: unknown): FileRef[] {
  return Array.isArray(value) ? value.filter(isFileRef) : [];
}

/** A saved reference as the portal receives it: an Uploaded file without its bytes. */
export function servedFile(ref: FileRef): UploadedFile {
  return { fileName: ref.fileName, fileSize: ref.fileSize, mimeType: ref.mimeType, base64: "" };
}
