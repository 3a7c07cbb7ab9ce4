import type { Message } from "@portal/contract";
import { useEffect } from "react";
import { useDispatch, useSelector } from "react-redux";
import {
  messagesForBanner,
  removeMessage,
  selectMessages,
  splitMessageType,
} from "./messages-slice.ts";

const bootstrapVariants = new Set(["success", "danger", "warning", "info"]);

function variantOf(type: string): string {
  if (type === "error") return "danger";
  return bootstrapVariants.has(type) ? type : "info";
}

function MessageAlert({ message }: { message: Message }) {
  const dispatch = useDispatch();
  const variant = variantOf(splitMessageType(message.messageType).type);
  const { id, dismissAfterMs } = message;

  useEffect(() => {
    if (!dismissAfterMs) return;
    const timer = setTimeout(() => dispatch(removeMessage(id)), dismissAfterMs);
    return () => clearTimeout(timer);
  }, [dispatch, id, dismissAfterMs]);

  return (
    // Errors interrupt (alert); confirmations and notes are announced politely (status).
    <div
      className={`alert alert-${variant} alert-dismissible`}
      role={variant === "danger" ? "alert" : "status"}
    >
      {message.message}
      <button
        type="button"
        className="btn-close"
        aria-label="Dismiss message"
        onClick={() => dispatch(removeMessage(id))}
      />
    </div>
  );
}

/** Shows the unprefixed messages, or with `prefix` only the messages of type `prefix:…`. */
export function MessageBanner({ prefix }: { prefix?: string }) {
  const messages = messagesForBanner(useSelector(selectMessages), prefix);
  if (messages.length === 0) return null;
  return (
    <div className="message-banner">
      {messages.map((message) => (
        <MessageAlert key={message.id} message={message} />
      ))}
    </div>
  );
}
