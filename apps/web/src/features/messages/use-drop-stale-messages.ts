import { useEffect } from "react";
import { useDispatch } from "react-redux";
import { useLocation } from "react-router";
import { dropMessagesNotOn } from "./messages-slice.ts";

/** Drops messages that belong to another page whenever the page URL changes (SPEC §4). */
export function useDropStaleMessages(): void {
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  useEffect(() => {
    dispatch(dropMessagesNotOn(url));
  }, [dispatch, url]);
}
