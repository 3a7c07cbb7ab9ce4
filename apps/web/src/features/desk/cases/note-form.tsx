import { useState } from "react";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const boxes = { text: { label: "Note", missing: "Write the note." } };

/** A note on the case, for the investigators, or released to the practitioner too. */
export function NoteForm({ actions, onDone }: CaseFormProps) {
  const { control, read, summary } = useCaseBoxes("case-note", boxes, { text: "" });
  const [released, setReleased] = useState(false);
  const send = () => {
    const values = read();
    if (!values) return undefined;
    return () => actions.addNote({ text: values.text, releasedToPractitioner: released });
  };
  return (
    <CaseForm
      title="Add a note"
      submitText="Add the note"
      summary={summary}
      send={send}
      done={released ? "The note is added and released to the practitioner." : "The note is added."}
      onDone={onDone}
    >
      <LabelledInput
        {...control("text")}
        as="textarea"
        rows={3}
        maxLength={10_000}
        className="col-12"
      />
      <div className="col-12">
        <LabelledCheckbox
          id="case-note-released"
          label="Release to the practitioner"
          checked={released}
          onChange={setReleased}
        />
      </div>
    </CaseForm>
  );
}
