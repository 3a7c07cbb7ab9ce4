// The answers of a form as the desk shows them, for every screen that shows a form: a
// submission (with messages on its answers) and a concern's case.
export { AnsweredPageView, type PageMessaging } from "./answered-page.tsx";
export { type DraftMessages, messagesToSend, placeKey } from "./field-messages.ts";
export { FormFileList } from "./form-file-list.tsx";
