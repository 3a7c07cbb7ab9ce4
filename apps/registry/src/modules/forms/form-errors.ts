// The messages of the 4xx answers a form request may end with (thrown as ClientError,
// http/client-error.ts, and answered by the service's error handler).

export const formMessages = {
  formNotFound: "Form not found.",
  pageNotFound: (page: string) => `This form has no page "${page}".`,
  pageNotEnabled: (name: string) =>
    `The page "${name}" is not available yet: complete the pages before it first.`,
  pageDisabled: (name: string) => `The page "${name}" does not apply to this form.`,
  formCompleted: "This form has been submitted and can no longer be changed.",
  applicationSubmitted:
    "Your application has been submitted. You can now log in with your e-mail and password.",
  missingPage: 'The request needs a "page" field holding the JSON of the page\'s values.',
  malformedPage: (detail: string) => `The "page" field is not valid JSON: ${detail}`,
  pageNotObject: 'The "page" field must hold a JSON object of field names and values.',
  unknownField: (key: string, page: string) => `Unknown field "${key}" on page "${page}".`,
  wrongType: (key: string, expected: string) => `Field "${key}" must be ${expected}.`,
  tooLong: (key: string, max: number) => `Field "${key}" is too long (at most ${max} characters).`,
  pageSaved: "Page saved.",
  savedMeanwhile: "This form was changed by another save meanwhile. Please reload the page.",
  formSubmitted: "Thank you. Your form has been submitted.",
  registrationSubmitted:
    "Thank you. Your application has been submitted and your account created: you can now log in.",
  pageHasErrors: "Please correct the fields marked below.",
  formCreated: (name: string) => `A new ${name} form has been started.`,
  cannotAdd: (name: string) => `You cannot start a new ${name} form.`,
  noRoundOpen: (name: string) =>
    `Applications for the ${name} are not open yet: no practising year is open for renewal.`,
  formDeleted: (name: string) => `"${name}" has been deleted.`,
  cannotDelete: "This form cannot be deleted.",
  notAnOption: "Please choose one of the listed options.",
  outOfRange: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
  noAnswerExplanation: 'Please explain your "No" answer here, or attach a document.',
  emailTaken: "An account with this e-mail address already exists. Please log in instead.",
  passwordsMustMatch: "Passwords must match.",
  fileNotAllowed: (name: string) => `"${name}" is not a PDF, PNG or JPEG file.`,
  fileMismatch: (name: string, claimed: string) =>
    `"${name}" is not really a ${claimed} file: its content does not match its type.`,
  fileNotBase64: (key: string) => `Field "${key}": a file's base64 content cannot be decoded.`,
  fileUnknown: (key: string, name: string) =>
    `Field "${key}": "${name}" has no content and is not a file already saved in this form.`,
} as const;
