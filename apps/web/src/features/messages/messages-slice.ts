import type { Message } from "@portal/contract";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Message banners of SPEC §4: added at an index, removed by id, cleared, dropped on URL change. */

export interface MessageInput {
  message: string;
  /** success, danger, info or warning; `prefix:type` shows only in that prefix's banner. */
  messageType: string;
  /** The in-app URL (path and query) the message belongs to; any other URL drops it. */
  renderedUrl: string;
  /** Position in the list; appended when missing. */
  index?: number;
  /** Removes the message after this long; it stays until dismissed when missing. */
  dismissAfterMs?: number;
}

type AddMessagePayload = Omit<MessageInput, "dismissAfterMs"> &
  Pick<Message, "id" | "dismissAfterMs">;

export const messagesSlice = createSlice({
  name: "messages",
  initialState: [] as Message[],
  reducers: {
    addMessage: {
      reducer(state, action: PayloadAction<AddMessagePayload>) {
        const { index, ...input } = action.payload;
        if (!input.message.trim()) return;
        // Ids are timestamps; two messages in one millisecond still need distinct ids.
        let id = input.id;
        while (state.some((m) => m.id === id)) id += 1;
        const message: Message = { ...input, id };
        if (message.dismissAfterMs === undefined) delete message.dismissAfterMs;
        const at = index === undefined ? state.length : Math.max(0, Math.min(index, state.length));
        state.splice(at, 0, message);
      },
      prepare: (input: MessageInput) => ({ payload: { ...input, id: Date.now() } }),
    },
    removeMessage: (state, action: PayloadAction<number>) =>
      state.filter((m) => m.id !== action.payload),
    clearMessages: () => [],
    /** Clears one banner: the messages of type `prefix:…` (e.g. a closed dialog's). */
    clearBanner: (state, action: PayloadAction<string>) =>
      state.filter((m) => splitMessageType(m.messageType).prefix !== action.payload),
    /** The page URL changed: messages rendered on another URL no longer apply. */
    dropMessagesNotOn: (state, action: PayloadAction<string>) =>
      state.filter((m) => m.renderedUrl === action.payload),
  },
});

export const { addMessage, removeMessage, clearMessages, clearBanner, dropMessagesNotOn } =
  messagesSlice.actions;

export const selectMessages = (state: { messages: Message[] }): Message[] => state.messages;

/** Splits `prefix:type` into its parts; a type without a colon has no prefix. */
export function splitMessageType(messageType: string): { prefix?: string; type: string } {
  const colon = messageType.indexOf(":");
  if (colon === -1) return { type: messageType };
  return { prefix: messageType.slice(0, colon), type: messageType.slice(colon + 1) };
}

/** The messages one banner shows: those of its prefix, or the unprefixed ones by default. */
export function messagesForBanner(messages: Message[], prefix?: string): Message[] {
  return messages.filter((m) => splitMessageType(m.messageType).prefix === prefix);
}
