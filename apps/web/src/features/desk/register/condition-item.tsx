import type { DeskCondition } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { useId, useRef, useState } from "react";
import { ConditionForm } from "./condition-form.tsx";
import { LiftForm } from "./lift-form.tsx";

/** Where a condition stands today, in the desk's words. */
export function standingOf(condition: DeskCondition): string {
  const lifted = condition.liftedOn && toDisplayDate(condition.liftedOn);
  if (condition.inForce) return lifted ? `In force until it is lifted on ${lifted}` : "In force";
  return lifted ? `Lifted on ${lifted}` : "Not in force";
}

const dayOrNone = (day: string | null) => (day ? toDisplayDate(day) : "None");

interface ConditionItemProps {
  personId: string;
  condition: DeskCondition;
  /** Today on the regulator's calendar: a condition yet to start may still be varied or lifted. */
  today: string;
  onDone(done: string): void;
}

/** One condition on a practitioner's practice, with Vary and Lift while it is not lifted. */
export function ConditionItem({ personId, condition, today, onDone }: ConditionItemProps) {
  const [open, setOpen] = useState<"vary" | "lift">();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const changeable =
    condition.liftedOn === null && (condition.inForce || condition.startsOn > today);
  // Cancel leaves focus where the form was opened from: the condition.
  const cancel = () => {
    heading.current?.focus();
    setOpen(undefined);
  };
  const done = (text: string) => {
    setOpen(undefined);
    onDone(text);
  };
  const rows: [string, string][] = [
    ["Status", standingOf(condition)],
    ["Start date", toDisplayDate(condition.startsOn)],
    ["End date", dayOrNone(condition.endsOn)],
    ["Review date", dayOrNone(condition.reviewOn)],
    ["Decision", condition.decision],
  ];
  return (
    <li className={`card mb-3${condition.inForce ? " border-warning" : ""}`}>
      <div className="card-body">
        <h4 id={headingId} ref={heading} tabIndex={-1} className="h6 card-title fw-bold">
          {condition.type}
        </h4>
        {/* The wording as typed, its line breaks kept. */}
        <p style={{ whiteSpace: "pre-line" }}>{condition.wording}</p>
        <dl className="row mb-0">
          {rows.map(([term, value]) => [
            <dt key={`${term}-term`} className="col-sm-4 col-lg-3">
              {term}
            </dt>,
            <dd key={`${term}-value`} className="col-sm-8 col-lg-9">
              {value}
            </dd>,
          ])}
        </dl>
        {changeable && !open && (
          <div className="d-flex gap-2 mt-2">
            {(["vary", "lift"] as const).map((action) => (
              <button
                key={action}
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-describedby={headingId}
                onClick={() => setOpen(action)}
              >
                {action === "vary" ? "Vary" : "Lift"}
              </button>
            ))}
          </div>
        )}
        {open === "vary" && (
          <ConditionForm
            personId={personId}
            condition={condition}
            onDone={done}
            onCancel={cancel}
          />
        )}
        {open === "lift" && (
          <LiftForm personId={personId} condition={condition} onDone={done} onCancel={cancel} />
        )}
      </div>
    </li>
  );
}
