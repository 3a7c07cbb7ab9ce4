import type { Answer } from "@portal/contract";
import { formatSize } from "../../../lib/format-size.ts";
import { FileLink } from "../side-panel.tsx";
import { AnswerMessage } from "./answer-message.tsx";
import type { AnswerPlace } from "./field-messages.ts";

export interface MessageSlot {
  place: AnswerPlace;
  value: string;
  onChange(value: string): void;
}

/**
 * One answer as it was given: its text or files, marked when it changed since the
 * returned round, the message the registrar wrote on it then, and a message box when the
 * submission may be returned now.
 */
export function AnswerCell({
  answer,
  label,
  fileHref,
  earlier,
  slot,
}: {
  answer: Answer;
  /** The label, with the row in a repeating group. */
  label: string;
  /** Where one of the answer's files downloads from. */
  fileHref(fileId: number): string;
  earlier: string | undefined;
  slot: MessageSlot | undefined;
}) {
  return (
    <>
      {answer.files && answer.files.length > 0 ? (
        <ul className="list-unstyled mb-0">
          {answer.files.map((file) => (
            <li key={file.fileId}>
              <FileLink href={fileHref(file.fileId)}>{file.name}</FileLink>{" "}
              <span className="small text-body-secondary">({formatSize(file.size)})</span>
            </li>
          ))}
        </ul>
      ) : answer.value === "" ? (
        <span className="text-body-secondary">Not answered</span>
      ) : (
        <span className="desk-answer">{answer.value}</span>
      )}
      {answer.changed && <span className="badge text-bg-warning ms-2">Changed</span>}
      {earlier && (
        <div className="small mt-1 desk-earlier-message">
          <span className="fw-semibold">Earlier message:</span> {earlier}
        </div>
      )}
      {slot && (
        <div>
          <AnswerMessage
            place={slot.place}
            label={label}
            value={slot.value}
            onChange={slot.onChange}
          />
        </div>
      )}
    </>
  );
}
