import {
  type CaseStageEntry,
  CLOSED_STAGE,
  MAX_CASE_STAGE_NAME_LENGTH,
  RECEIVED_STAGE,
} from "@portal/contract";
import { LabelledCheckbox } from "../../../components/labelled-checkbox.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { type EditedStage, isFixed } from "./stage-list.ts";

/** Where a fixed stage stands, and why it does not move. */
const FIXED: Record<string, string> = {
  [RECEIVED_STAGE]: "Always first: every concern opens here",
  [CLOSED_STAGE]: "Always last: only an outcome closes a case",
};

export interface StageRowProps {
  stage: EditedStage;
  /** From 1, as the list shows it. */
  number: number;
  mayMoveUp: boolean;
  mayMoveDown: boolean;
  onChange(change: Partial<CaseStageEntry>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** Where the row's move buttons are kept, so focus can follow the stage it moved. */
  buttonRef(by: -1 | 1, button: HTMLButtonElement | null): void;
}

/**
 * One stage of the admin's list: its name, whether a move into it asks where the case went,
 * retired or not, and buttons that move it up or down – none of it for what the fixed stages
 * keep. A stage added since the last Save may be taken off again; a saved one only retired.
 */
export function StageRow(props: StageRowProps) {
  const { stage, number, onChange } = props;
  const { code } = stage;
  const fixed = isFixed(code);
  const id = (what: string) => `stage-${code}-${what}`;
  const name = stage.name.trim() || code;
  const move = (by: -1 | 1, text: string, may: boolean) => (
    <button
      ref={(button) => props.buttonRef(by, button)}
      type="button"
      className="btn btn-outline-secondary btn-sm"
      disabled={!may}
      onClick={() => props.onMove(by)}
    >
      {text}
      <span className="visually-hidden">: {name}</span>
    </button>
  );
  return (
    <li className="list-group-item py-3">
      <fieldset>
        <legend className="h6 mb-2">
          Stage {number} <span className="fw-normal text-body-secondary">(code {code})</span>
          {/* The spaces keep the badges apart from the code in the group's spoken name. */}
          {stage.retired && (
            <>
              {" "}
              <span className="badge text-bg-secondary ms-1">Retired</span>
            </>
          )}
          {stage.added && (
            <>
              {" "}
              <span className="badge text-bg-info ms-1">New</span>
            </>
          )}
        </legend>
        <div className="row g-3 align-items-start">
          <LabelledInput
            id={id("name")}
            label="Name"
            value={stage.name}
            onChange={(value) => onChange({ name: value })}
            className="col-md-5"
            maxLength={MAX_CASE_STAGE_NAME_LENGTH}
            autoComplete="off"
          />
          <div className="col-md-4 pt-md-4">
            {fixed && <p className="small text-body-secondary mb-2">{FIXED[code]}</p>}
            {code !== CLOSED_STAGE && (
              <LabelledCheckbox
                id={id("referred")}
                label="Records where the case went"
                checked={stage.recordsReferredTo}
                onChange={(recordsReferredTo) => onChange({ recordsReferredTo })}
              />
            )}
            {!fixed && (
              <LabelledCheckbox
                id={id("retired")}
                label="Retired: no case moves into it"
                checked={stage.retired}
                onChange={(retired) => onChange({ retired })}
              />
            )}
          </div>
          {!fixed && (
            <div className="col-md-3 pt-md-4 d-flex flex-wrap gap-2">
              {move(-1, "Move up", props.mayMoveUp)}
              {move(1, "Move down", props.mayMoveDown)}
              {stage.added && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={props.onRemove}
                >
                  Take off<span className="visually-hidden">: {name}</span>
                </button>
              )}
            </div>
          )}
        </div>
      </fieldset>
    </li>
  );
}
