import { type Attachment, apiPaths } from "@portal/contract";
import Modal from "react-bootstrap/Modal";
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
export function FilesModal({ show, formName, files, sessionId, onHide }: FilesModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="files-modal-title" centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id="files-modal-title" className="h5">
          Files of {formName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
