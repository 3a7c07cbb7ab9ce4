import { type CaseLetterBody, caseLetterTemplateNames } from "@portal/contract";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { NameOptions } from "../name-options.tsx";
import { CaseForm, type CaseFormProps, useCaseBoxes } from "./case-form.tsx";

const recipients: Record<CaseLetterBody["to"], string> = {
  raiser: "The person who raised the concern",
  practitioner: "The practitioner",
};

const boxes = {
  to: { label: "To" },
  template: { label: "Letter" },
  body: { label: "Paragraph to add" },
};

/** A letter from a template, with a paragraph of the investigator's, sent by e-mail. */
export function LetterForm({ actions, onDone }: CaseFormProps) {
  const { control, read } = useCaseBoxes("case-letter", boxes, {
    to: "raiser",
    template: "acknowledgement",
    body: "",
  });
  const send = () => {
    const values = read();
    return values && (() => actions.sendLetter(values as CaseLetterBody));
  };
  return (
    <CaseForm
      title="Send a letter"
      submitText="Send the letter"
      send={send}
      done="The letter is on its way."
      onDone={onDone}
    >
      <LabelledInput {...control("to")} as="select" className="col-md-6">
        <NameOptions names={recipients} />
      </LabelledInput>
      <LabelledInput {...control("template")} as="select" className="col-md-6">
        <NameOptions names={caseLetterTemplateNames} />
      </LabelledInput>
      <LabelledInput
        {...control("body")}
        as="textarea"
        rows={4}
        maxLength={10_000}
        className="col-12"
        hint="Added to the letter's template, under its greeting."
      />
    </CaseForm>
  );
}
