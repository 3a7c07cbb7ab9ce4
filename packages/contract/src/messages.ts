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
  /** The error summary's lead on a page a registrar returned for changes (decision 028). */
  changesRequested: "The registrar has asked for changes to the answers marked below.",
  deleteConfirmation: (name: string, date: string) => `Delete "${name}" (${date})?`,
  noVolunteers: "There are not any volunteers available at present",
} as const;

/**
 * Answers to requests refused at the service's edge, before any rule of a call runs (4xx with
 * `message`; the portal's error handler of SPEC §8 shows the message as it is).
 */
export const requestMessages = {
  /** Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair. */
  unsafeText:
    "The request contains a character that cannot be stored (a NUL character or an incomplete Unicode character). Please remove it and try again.",
  /** A path that is not valid percent-encoding, or a part of it that is too long. */
  badAddress: "The address of this request is not valid.",
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

/**
 * Answers of the account calls (login throttling, forgot password, e-mailed links, set
 * password). The service sends them as JSON `message`; the portal shows them as they are.
 */
export const accountMessages = {
  /** resetpassword: the same answer whether or not the address has an account. */
  resetRequested:
    "If an account exists for that e-mail address, we have sent a link to reset your password. " +
    "The link can be used once and expires in 1 hour.",
  resetEmailRequired: "Please enter your e-mail address.",
  /** validate: an unknown, expired or already used link. */
  linkInvalid: "This link has expired or has already been used.",
  resetLinkValidated: "Please choose a new password.",
  emailConfirmed: "Thank you, your e-mail address has been confirmed.",
  passwordChanged: "Your password has been changed.",
  /** login: the account is locked for a while after repeated failures (429). */
  tooManyFailedLogins: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} or reset your password.`,
  /** Any throttled call (429) from one network address. */
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
  passwordTooShort: (min: number) => `Your password must be at least ${min} characters long.`,
  passwordTooLong: (max: number) => `Your password must be at most ${max} characters long.`,
  passwordContainsEmail: "Your password must not contain your e-mail address.",
  passwordTooCommon:
    "This password is too common and easy to guess. Please choose a different one.",
} as const;

/** Portal texts of SPEC §4 session handling that the spec leaves open. */
export const sessionMessages = {
  /** Shown on the login screen after the inactivity time-out ended the session. */
  inactivityExpired:
    "You have been logged out because you were inactive for a while. Please log in again.",
} as const;
