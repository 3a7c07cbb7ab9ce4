import type { SearchQueryInput, SearchResult } from "@portal/contract";
import { SEARCH_PAGE_SIZE } from "@portal/contract";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useSelector } from "react-redux";
import { selectSessionId } from "../auth/index.ts";
import { useErrorHandler } from "../messages/index.ts";
import { fetchPeers } from "./search-api.ts";

export type SearchCriteria = Omit<SearchQueryInput, "limit" | "start" | "sessionId">;

/** The peer search state of SPEC §3/§4 (peers, searching), kept by the screen that shows it. */
export interface PeerSearchState {
  searching: boolean;
  /** Null before the first search and after an error. */
  result: SearchResult | null;
  page: number;
  criteria: SearchCriteria | null;
}

type Action =
  | { type: "start"; criteria: SearchCriteria; page: number }
  | { type: "success"; result: SearchResult }
  | { type: "error" };

function reducer(state: PeerSearchState, action: Action): PeerSearchState {
  switch (action.type) {
    case "start":
      return { ...state, searching: true, criteria: action.criteria, page: action.page };
    case "success":
      return { ...state, searching: false, result: action.result };
    case "error":
      return { ...state, searching: false, result: null };
  }
}

const initial: PeerSearchState = { searching: false, result: null, page: 0, criteria: null };

/** Runs searches of `limit` 20 at start = limit × page (SPEC §7); a newer search cancels an older one. */
export function usePeerSearch() {
  const [state, dispatch] = useReducer(reducer, initial);
  const sessionId = useSelector(selectSessionId);
  const handleError = useErrorHandler();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const search = useCallback(
    (criteria: SearchCriteria, page = 0) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: "start", criteria, page });
      fetchPeers(
        { ...criteria, limit: SEARCH_PAGE_SIZE, start: SEARCH_PAGE_SIZE * page },
        sessionId,
        controller.signal,
      ).then(
        (result) => {
          if (!controller.signal.aborted) dispatch({ type: "success", result });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: "error" });
          handleError(error);
        },
      );
    },
    [sessionId, handleError],
  );
  const pageCount = state.result ? Math.ceil(state.result.totalItems / SEARCH_PAGE_SIZE) : 0;
  return { ...state, pageCount, search };
}
