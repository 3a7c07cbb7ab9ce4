import { type Attachment, apiPaths } from "@portal/contract";
import { Dialog } from "../../components/dialog.tsx";
import { formatSize } from "../../lib/format-size.ts";

export interface FilesModalProps {
  show: boolean;
  /** The form whose files these are. */
  formName: string;
  files: readonly Attachment[];
  sessionId: string;
  onHide(): void;
}

const typeLabels: Record<Attachment["type"], string> = {
  form: "Form",
  invoice: "Invoice",
  other: "Document",
};

/** SPEC §2 Files modal: a completed form's attachments, each with its size and a download. */
export function FilesModal({ formName, files, sessionId, ...shown }: FilesModalProps) {
  return (
    <Dialog {...shown} titleId="files-modal-title" title={`Files of ${formName}`} dismiss="Close">
      {files.length === 0 ? (
        <p className="mb-0">This form has no files.</p>
      ) : (
        <ul className="list-group">
          {files.map((file) => (
            <li
              key={file.id}
              className="list-group-item d-flex justify-content-between align-items-center gap-3"
            >
              <span>
                <a href={apiPaths.file(file.id, sessionId)} download={file.name}>
                  {file.name}
                </a>
                <span className="d-block small text-body-secondary">{typeLabels[file.type]}</span>
              </span>
              <span className="text-nowrap">{formatSize(file.fileSize)}</span>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
