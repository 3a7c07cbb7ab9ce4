export { MessageBanner } from "./message-banner.tsx";
export {
  addMessage,
  clearBanner,
  clearMessages,
  dropMessagesNotOn,
  type MessageInput,
  messagesSlice,
  removeMessage,
  selectMessages,
} from "./messages-slice.ts";
export { useDropStaleMessages } from "./use-drop-stale-messages.ts";
export {
  type ErrorHandlerOptions,
  useErrorHandler,
  useExpireSession,
} from "./use-error-handler.ts";
export { type NoticeOptions, useNotices } from "./use-notices.ts";
