import { useMemo } from "react";
import { useDispatch } from "react-redux";
import { useLocation } from "react-router";
import { addMessage, clearMessages, type MessageInput } from "./messages-slice.ts";

export type NoticeOptions = Partial<Pick<MessageInput, "renderedUrl" | "index" | "dismissAfterMs">>;

/** Adds messages for the current page (or, with `renderedUrl`, for the page about to open). */
export function useNotices() {
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return useMemo(() => {
    const notify = (message: string, messageType: string, options: NoticeOptions = {}) =>
      dispatch(addMessage({ message, messageType, renderedUrl: here, ...options }));
    return {
      notify,
      /** A server's `message` field on success (SPEC §8). */
      showSuccess: (message: string | undefined, options?: NoticeOptions) =>
        notify(message ?? "", "success", options),
      clear: () => dispatch(clearMessages()),
    };
  }, [dispatch, here]);
}
