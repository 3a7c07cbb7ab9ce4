import type { UploadedFile } from "@portal/contract";
import { describeChosenFile } from "@portal/forms";
import { useState } from "react";
import { ProgressBar } from "../../../../components/progress-bar.tsx";
import type { FieldProps } from "../field-props.ts";
import { usePageFormContext } from "../page-form-context.ts";
import { useUploadPercent } from "../upload-progress.ts";
import { controlAttributes, SingleFrame } from "./field-frame.tsx";
import { useControlledField } from "./use-controlled-field.ts";

/** The file's bytes as base64 (without the data: URL prefix), read by a FileReader. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : "";
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () =>
      reject(reader.error ?? new Error(`${(file as File).name} cannot be read`));
    reader.readAsDataURL(file);
  });
}

/** A chosen file as the page POST carries it (SPEC §3 Uploaded file). */
export async function toUploadedFile(file: File): Promise<UploadedFile> {
  return {
    fileName: file.name,
    fileSize: file.size,
    mimeType: file.type || "application/octet-stream",
    base64: await readAsBase64(file),
  };
}

function filesOf(value: unknown): UploadedFile[] {
  return Array.isArray(value)
    ? value.filter((f): f is UploadedFile => typeof f === "object" && f !== null && "fileName" in f)
    : [];
}

/**
 * How far a chosen file has got while a save sends it: a bar with the percent, and a polite
 * word when it starts and when it is done (the list is a live region; the percent itself is
 * not read out at every step).
 */
function UploadState({ bytes, name }: { bytes: string; name: string }) {
  const { uploads } = usePageFormContext();
  const percent = useUploadPercent(uploads, bytes);
  if (percent === undefined) return null;
  const done = percent >= 100;
  return (
    <span className="upload-state d-flex align-items-center gap-2 small">
      <ProgressBar
        className="upload-progress"
        done={percent}
        total={100}
        valueText={`${percent}%`}
        label={{ name: `Upload of ${name}` }}
      />
      <span aria-hidden="true">{done ? "Uploaded" : `Uploading ${percent}%`}</span>
      <span className="visually-hidden">{done ? `${name} uploaded` : `Uploading ${name}`}</span>
    </span>
  );
}

/**
 * render type `file_upload`: one or more files, each listed with name, type and size in kB
 * and a button to remove it. Files saved earlier come back from the service without their
 * bytes and are sent back as they came. Too many files or too many bytes are reported as soon
 * as they are chosen (maxUploads, maxFileSize). While a save sends new files, each shows
 * how far its upload has got.
 */
export function FileUploadField(props: FieldProps) {
  const { field, id, disabled, name } = props;
  const control = useControlledField(props);
  const { error } = control;
  const files = filesOf(control.value);
  const [reading, setReading] = useState(false);
  const listId = `${id}-files`;

  const choose = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    setReading(true);
    try {
      const added = await Promise.all([...chosen].map(toUploadedFile));
      control.change([...filesOf(control.value), ...added]);
      control.validate();
    } finally {
      setReading(false);
    }
  };

  const remove = (index: number) => {
    control.change(files.filter((_, i) => i !== index));
    control.validate();
    document.getElementById(id)?.focus();
  };

  return (
    <SingleFrame
      of={props}
      error={error}
      after={
        <ul id={listId} className="list-unstyled chosen-files mt-2 mb-0" aria-live="polite">
          {files.map((file, index) => {
            const shown = describeChosenFile(file.fileName, file.mimeType, file.fileSize);
            return (
              <li
                // The same file may be chosen twice: its place in the list tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={`${file.fileName}:${index}`}
                className="d-flex align-items-center gap-2 py-1"
              >
                <span className="chosen-file-name text-break">{shown.name}</span>
                <span className="text-body-secondary small">
                  {shown.type}, {shown.size}
                </span>
                {file.base64 ? <UploadState bytes={file.base64} name={shown.name} /> : null}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger ms-auto"
                  disabled={disabled}
                  aria-label={`Remove ${shown.name}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      }
    >
      <input
        type="file"
        name={name}
        multiple={field.maxUploads !== 1}
        className={`form-control${error !== undefined ? " is-invalid" : ""}`}
        {...controlAttributes(field, id, error)}
        required={field.required === true && files.length === 0}
        disabled={disabled || reading}
        aria-busy={reading || undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          void choose(input.files).finally(() => {
            // The same file can be chosen again after it was removed.
            input.value = "";
          });
        }}
        // No check on blur: opening the file dialog blurs the input before anything is chosen.
      />
    </SingleFrame>
  );
}
