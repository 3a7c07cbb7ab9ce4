// A module of its own, apart from messages.ts: the portal's shell carries messages.ts, and these
// texts belong only to the screens that show the date input (the desk's filters).

/**
 * The date input of the shared screen parts (the desk's date filters): a day is typed as
 * DD/MM/YYYY whatever the browser's language, as dates are on forms (SPEC §3).
 */
export const dateInputTexts = {
  hint: "For example, 27/11/2026",
  notADate: (label: string) => `${label} must be a real date, like 27/11/2026`,
} as const;
