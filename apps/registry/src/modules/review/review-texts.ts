// Every text of the review: refusals a registrar sees, and what the applicant is told of a
// decision (e-mail and dashboard notice). Plain and kind, and each says what to do next.
import { registrarSignOff } from "../mail/index.ts";

export const reviewRefusals = {
  submissionNotFound: "Submission not found.",
  claimedByOther: (holder: string) =>
    `This submission is being reviewed by another registrar (${holder}). Ask them to release it, or ask an administrator to take it over.`,
  notClaimed: "Claim this submission before you decide on it.",
  notYourClaim: (holder: string) =>
    `Only the registrar who claimed this submission (${holder}) can decide on it or release it.`,
  notAwaiting: (status: string) =>
    `This submission is ${status}: only a submission awaiting a decision can be claimed or decided.`,
  nothingToReturn: "Give the applicant a note or at least one message on a field.",
  reasonRequired: "Give the reason for declining.",
  textTooLong: (what: string, max: number) => `The ${what} is longer than ${max} characters.`,
  pageNotInForm: (page: string) => `The form has no page "${page}".`,
  pageNotAnswered: (page: string) => `The applicant did not answer the page "${page}".`,
  fieldNotOnPage: (field: string, page: string) => `The page "${page}" has no field "${field}".`,
  rowRequired: (field: string) =>
    `"${field}" is in a repeating group: say which row the message is for.`,
  rowNotAllowed: (field: string) => `"${field}" is not in a repeating group: it has no rows.`,
  rowNotAnswered: (field: string, row: number, rows: number) =>
    `"${field}" has no row ${row}: the applicant gave ${rows} ${rows === 1 ? "row" : "rows"} (counted from 0).`,
  emptyMessage: (field: string) => `The message on "${field}" is empty.`,
  badPage: "Page numbers start at 1 and a page holds 1 to 200 submissions.",
} as const;

export const MAX_NOTE_LENGTH = 4000;
export const MAX_FIELD_MESSAGE_LENGTH = 1000;

export interface DecisionText {
  subject: string;
  /** The e-mail's body after the greeting. */
  lines: string[];
  /** The dashboard notice. */
  notice: string;
}

export const decisionTexts = {
  accepted(formName: string, extra: string | undefined, portalUrl: string): DecisionText {
    return {
      subject: `Your ${formName} has been accepted`,
      lines: [
        `Good news: we have accepted your ${formName}.`,
        ...(extra ? ["", extra] : []),
        "",
        `You can see it among your completed forms when you sign in: ${portalUrl}`,
        "There is nothing more you need to do.",
        ...registrarSignOff,
      ],
      notice: `Your ${formName} has been accepted.${extra ? ` ${extra}` : ""}`,
    };
  },
  returned(formName: string, note: string, fields: number, portalUrl: string): DecisionText {
    const asked =
      fields === 0
        ? "We need a few changes before we can decide on it."
        : `We need changes to ${fields} ${fields === 1 ? "answer" : "answers"} before we can decide on it.`;
    return {
      subject: `Please update your ${formName}`,
      lines: [
        `Thank you for your ${formName}. ${asked}`,
        ...(note ? ["", "The registrar's note:", note] : []),
        "",
        `Sign in at ${portalUrl}: the form is back in your "In progress" list, with our message`,
        "beside each answer to change. Make the changes, then submit the form again.",
        ...registrarSignOff,
      ],
      notice: `Your ${formName} needs some changes: open it from your "In progress" list, make the changes shown and submit it again.${note ? ` The registrar's note: ${note}` : ""}`,
    };
  },
  declined(formName: string, reason: string, portalUrl: string): DecisionText {
    return {
      subject: `Your ${formName} has been declined`,
      lines: [
        `We are sorry to tell you that we have declined your ${formName}.`,
        "",
        "The reason:",
        reason,
        "",
        "If you have questions about this decision, or want to ask us to look at it again,",
        `reply to this e-mail. Your completed forms remain available at ${portalUrl}`,
        ...registrarSignOff,
      ],
      notice: `Your ${formName} has been declined. The reason: ${reason}`,
    };
  },
  registered: (personId: string) =>
    `You are now on the register as a practitioner: your Person ID is ${personId}.`,
  certificatePeriod: (period: string) => `Your practising certificate is for ${period}.`,
};
