import type { FormFile } from "@portal/contract";
import { formatSize } from "../../../lib/format-size.ts";
import { FileLink, ListOrNone } from "../side-panel.tsx";

const fileKinds = { form: "PDF of the form", invoice: "Receipt", other: "Upload" } as const;

/** The files of a form (its PDF, receipts, uploads), each downloadable where `hrefOf` says. */
export function FormFileList({
  files,
  hrefOf,
  last,
}: {
  files: readonly FormFile[];
  hrefOf(fileId: number): string;
  last?: boolean;
}) {
  return (
    <ListOrNone items={files} none="No files." last={last}>
      {(file) => (
        <li key={file.id}>
          <FileLink href={hrefOf(file.id)}>{file.name}</FileLink> ({fileKinds[file.type]},{" "}
          {formatSize(file.size)})
        </li>
      )}
    </ListOrNone>
  );
}
