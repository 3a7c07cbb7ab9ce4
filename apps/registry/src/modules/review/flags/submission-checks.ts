// What another module checks of a submission as it enters the registrar's queue (the APC's
// recertification declaration against the CPD log, modules/recertification): a seam each fills
// for its form type, so the review knows nothing of what is checked. A check runs in the
// submitting transaction, reads what it compares there, and answers the flags it raises.
import type { SubmissionFlagKind } from "@portal/contract";
import type { Tx } from "../../../db/client.ts";
import type { NamedValues } from "../../forms/index.ts";

export interface SubmittedAnswers {
  formId: number;
  formTypeCode: string;
  /** The applicant: whose records a check may read, and only theirs. */
  userId: number;
  /** pageCode → values, as submitted. */
  answers: NamedValues;
}

export interface RaisedFlag {
  kind: SubmissionFlagKind;
  /** What was found, with the figures it compared (the contract's submissionFlagTexts). */
  text: string;
  /** Those figures as they were at submission, kept beside the text. */
  figures: object;
}

export type SubmissionCheck = (
  tx: Tx,
  submitted: SubmittedAnswers,
  at: Date,
) => Promise<RaisedFlag[]>;

export interface SubmissionChecks {
  add(formType: string, check: SubmissionCheck): void;
  of(formType: string): readonly SubmissionCheck[];
}

export function createSubmissionChecks(): SubmissionChecks {
  const byType = new Map<string, SubmissionCheck[]>();
  return {
    add(formType, check) {
      byType.set(formType, [...(byType.get(formType) ?? []), check]);
    },
    of: (formType) => byType.get(formType) ?? [],
  };
}
