// Which form types a registrar reviews, and what accepting each means. The one place to add a
// reviewed type: a submit of any other form completes it with no review.

export const reviewedFormTypes = {
  /** An application for registration: accepting puts the applicant on the register. */
  REGISTRATION: "registration",
  /** An annual practising certificate: accepting sets the certificate's period. */
  APC: "practising_certificate",
  /** The annual recertification declaration: accepting completes it, nothing more. */
  "ANNUAL-DECLARATION": "declaration",
} as const satisfies Record<string, string>;

export type ReviewKind = (typeof reviewedFormTypes)[keyof typeof reviewedFormTypes];

export function reviewKindOf(formTypeCode: string): ReviewKind | undefined {
  return Object.hasOwn(reviewedFormTypes, formTypeCode)
    ? reviewedFormTypes[formTypeCode as keyof typeof reviewedFormTypes]
    : undefined;
}

export const isReviewed = (formTypeCode: string) => reviewKindOf(formTypeCode) !== undefined;
