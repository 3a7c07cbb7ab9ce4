import type { Message } from "@portal/contract";
import { describe, expect, it, vi } from "vitest";
import {
  addMessage,
  clearBanner,
  clearMessages,
  dropMessagesNotOn,
  type MessageInput,
  messagesForBanner,
  messagesSlice,
  removeMessage,
} from "./messages-slice.ts";

const reduce = messagesSlice.reducer;
const input = (message: string, extra: Partial<MessageInput> = {}): MessageInput => ({
  message,
  messageType: "info",
  renderedUrl: "/",
  ...extra,
});
const withMessages = (...texts: string[]) =>
  texts.reduce<Message[]>((state, text) => reduce(state, addMessage(input(text))), []);

describe("messages slice", () => {
  it("appends by default and inserts at a given index", () => {
    let state = withMessages("first", "second");
    state = reduce(state, addMessage(input("inserted", { index: 1 })));
    state = reduce(state, addMessage(input("front", { index: 0 })));
    expect(state.map((m) => m.message)).toEqual(["front", "first", "inserted", "second"]);
  });

  it("stamps a timestamp id, unique even within one millisecond", () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    const state = withMessages("a", "b");
    expect(state.map((m) => m.id)).toEqual([1_700_000_000_000, 1_700_000_000_001]);
  });

  it("ignores empty messages", () => {
    const state = reduce(withMessages("kept"), addMessage(input("   ")));
    expect(state.map((m) => m.message)).toEqual(["kept"]);
    expect(reduce([], addMessage(input("")))).toEqual([]);
  });

  it("removes one message by id", () => {
    const state = withMessages("a", "b", "c");
    const next = reduce(state, removeMessage(state[1]!.id));
    expect(next.map((m) => m.message)).toEqual(["a", "c"]);
  });

  it("clears all messages", () => {
    expect(reduce(withMessages("a", "b"), clearMessages())).toEqual([]);
  });

  it("clears one prefixed banner and leaves the others", () => {
    const state = [
      input("page", { messageType: "danger" }),
      input("dialog", { messageType: "modal:danger" }),
      input("search", { messageType: "search:info" }),
    ].reduce<Message[]>((s, m) => reduce(s, addMessage(m)), []);
    expect(reduce(state, clearBanner("modal")).map((m) => m.message)).toEqual(["page", "search"]);
  });

  it("drops messages rendered on another URL when the URL changes", () => {
    let state = reduce([], addMessage(input("on login", { renderedUrl: "/login" })));
    state = reduce(state, addMessage(input("on dashboard", { renderedUrl: "/" })));
    state = reduce(state, addMessage(input("with query", { renderedUrl: "/?tab=1" })));
    const next = reduce(state, dropMessagesNotOn("/"));
    expect(next.map((m) => m.message)).toEqual(["on dashboard"]);
  });

  it("keeps the auto-dismiss time the caller asked for", () => {
    const [message] = reduce([], addMessage(input("brief", { dismissAfterMs: 5000 })));
    expect(message?.dismissAfterMs).toBe(5000);
    const [lasting] = reduce([], addMessage(input("lasting")));
    expect(lasting).not.toHaveProperty("dismissAfterMs");
  });
});

describe("messagesForBanner", () => {
  const state = [
    input("plain", { messageType: "danger" }),
    input("in modal", { messageType: "modal:danger" }),
    input("in search", { messageType: "search:info" }),
    input("plain too", { messageType: "success" }),
  ].reduce<Message[]>((s, m) => reduce(s, addMessage(m)), []);

  it("shows unprefixed types in the default banner only", () => {
    expect(messagesForBanner(state).map((m) => m.message)).toEqual(["plain", "plain too"]);
  });

  it("shows prefixed types only in the banner of that prefix", () => {
    expect(messagesForBanner(state, "modal").map((m) => m.message)).toEqual(["in modal"]);
    expect(messagesForBanner(state, "search").map((m) => m.message)).toEqual(["in search"]);
    expect(messagesForBanner(state, "other")).toEqual([]);
  });
});
