/**
 * Every user-facing text that SPEC §5 (validation) and §8 (errors) fixes word for word.
 * Portal and service both use these so a test can assert the exact text.
 */
export const validationMessages = {
  required: "This field is required",
  invalidDate: "Please enter a valid date",
  totalFileSizeTooLarge: (size: string) =>
    `The total size of all selected files is too large. Please select up to ${size}`,
  tooManyFiles: (n: number) => `Too many files have been selected. Please select up to ${n} files.`,
  tooManyOptions: (n: number) =>
    `Too many options have been selected. Please select up to ${n} options.`,
  captchaMissing: "Please complete the reCAPTCHA.",
  passwordRequired: "Password is required.",
  confirmPasswordRequired: "Confirm password is required.",
  passwordsMustMatch: "Passwords must match.",
  noAnswerNeedsExplanation: 'Please provide an explanation or attachment for your "No" answer',
  noAnswerFieldFlag: "Please provide an explanation or attachment below",
  // Basic format checks of the form engine (email, float render types); not fixed by SPEC §5.
  invalidEmail: "Please enter a valid email address",
  invalidNumber: "Please enter a valid number",
  /** A repeating group with more live rows than its maxRows (only a tampered post can do this). */
  tooManyRows: (n: number) => `Too many rows have been added. Please keep up to ${n} rows.`,
} as const;

export const errorMessages = {
  timeout: "Something has gone wrong at our end.",
  loginFailedRaw: "Login failed",
  loginFailed: "Login failed. Please check your details and try again.",
  loginMissingFieldsRaw: "login must be present in parameters",
  loginMissingFields: "Email and password are required. Please check your details and try again.",
  loginRequired: "Login required to access this resource",
  fallback: "Something has gone wrong at our end. Please try again.",
  submissionFailed: "Submission Failed",
  deleteConfirmation: (name: string, date: string) => `Delete "${name}" (${date})?`,
  noVolunteers: "There are not any volunteers available at present",
} as const;

/** Texts of the loading screens of SPEC §2 (shared layout). */
export const loadingTexts = {
  default: "Loading...",
  loggingIn: "Logging in... Please wait, this should only take a moment.",
  loggingOut: "Logging out...",
  redirecting: "Redirecting...",
  validatingUser: "Validating user",
  creatingForm: "Creating form...",
  searching: "Loading data from the server...",
} as const;
