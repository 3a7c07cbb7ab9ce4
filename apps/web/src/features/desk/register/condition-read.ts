// The boxes of the condition forms read as the contract's bodies: days typed DD/MM/YYYY, texts
// that must not be blank, and the order of the dates the service checks too (conditionRefusals),
// so a registrar sees each mistake on its box before anything is sent.
import {
  type ConditionBody,
  conditionRefusals,
  type conditionTypes,
  type DeskCondition,
  type LiftConditionBody,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { type Box, readBoxes } from "../read-boxes.ts";

export type ConditionTexts = Record<keyof ConditionBody, string>;
export type LiftTexts = Record<keyof LiftConditionBody, string>;

export const conditionBoxes: Record<keyof ConditionBody, Box> = {
  type: { label: "Type of condition" },
  wording: { label: "Public wording", missing: "Enter the condition's public wording." },
  startsOn: { label: "Start date", day: true, missing: "Enter the day the condition starts." },
  endsOn: { label: "End date", day: true },
  reviewOn: { label: "Review date", day: true },
  decision: { label: "Decision", missing: "Enter the decision that imposed the condition." },
};

export const liftBoxes: Record<keyof LiftConditionBody, Box> = {
  liftedOn: { label: "Lifted from", day: true, missing: "Enter the day the condition is lifted." },
  decision: { label: "Decision to lift", missing: "Enter the decision that lifted the condition." },
};

/** The condition the boxes say, or what is wrong with each box that is wrong. */
export function readCondition(
  texts: ConditionTexts,
): { body: ConditionBody } | { errors: Partial<ConditionTexts> } {
  const read = readBoxes(conditionBoxes, texts);
  if (read.errors) return read;
  const { values } = read;
  const errors: Partial<ConditionTexts> = {};
  if (values.endsOn && values.endsOn < values.startsOn) {
    errors.endsOn = conditionRefusals.endsBeforeStart;
  }
  if (values.reviewOn && values.reviewOn < values.startsOn) {
    errors.reviewOn = conditionRefusals.reviewBeforeStart;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...values,
      type: values.type as (typeof conditionTypes)[number],
      endsOn: values.endsOn || null,
      reviewOn: values.reviewOn || null,
    },
  };
}

/** The lift the boxes say, or what is wrong; it cannot come before the condition starts. */
export function readLift(
  texts: LiftTexts,
  condition: DeskCondition,
): { body: LiftConditionBody } | { errors: Partial<LiftTexts> } {
  const read = readBoxes(liftBoxes, texts);
  if (read.errors) return read;
  if (read.values.liftedOn < condition.startsOn) {
    return { errors: { liftedOn: conditionRefusals.liftBeforeStart } };
  }
  return { body: read.values };
}

/** The boxes of a condition to vary, or empty ones of the first type for a new condition. */
export function conditionTexts(
  condition: DeskCondition | undefined,
  firstType: string,
): ConditionTexts {
  return {
    type: condition?.type ?? firstType,
    wording: condition?.wording ?? "",
    startsOn: toDisplayDate(condition?.startsOn ?? ""),
    endsOn: toDisplayDate(condition?.endsOn ?? ""),
    reviewOn: toDisplayDate(condition?.reviewOn ?? ""),
    decision: condition?.decision ?? "",
  };
}
