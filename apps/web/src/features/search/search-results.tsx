import { loadingTexts, type PeerMatch, SEARCH_PAGE_SIZE } from "@portal/contract";
import { type ReactNode, useEffect, useRef } from "react";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { Pagination } from "../../components/pagination.tsx";
import type { PeerSearchState } from "./use-peer-search.ts";

interface SearchResultsProps {
  state: PeerSearchState & { pageCount: number };
  onPageChange: (page: number) => void;
  /** What to show above the list (title, hint); null hides the list header. */
  header: (totalItems: number) => ReactNode;
  /** Shown instead of the list when nothing matched. */
  empty?: ReactNode;
  renderMatch: (match: PeerMatch) => ReactNode;
}

/** Results, pages and the loading text of SPEC §2 (Pagination), shared by both searches. */
export function SearchResults({
  state,
  onPageChange,
  header,
  empty,
  renderMatch,
}: SearchResultsProps) {
  const { result, searching, page, pageCount } = state;
  const top = useRef<HTMLDivElement>(null);
  const lastPage = useRef(page);
  // After a page change, focus (and so scroll to) the top of the new page of results.
  useEffect(() => {
    if (!searching && result && lastPage.current !== page) {
      lastPage.current = page;
      top.current?.focus();
    }
  }, [searching, result, page]);

  return (
    <div className="mt-4">
      {searching && <LoadingBanner text={loadingTexts.searching} variant="info" />}
      {result && (
        <div ref={top} tabIndex={-1} className="search-results">
          {result.totalItems === 0 && empty ? (
            empty
          ) : (
            <>
              {header(result.totalItems)}
              <ol
                className="list-unstyled"
                start={page * SEARCH_PAGE_SIZE + 1}
                aria-busy={searching}
              >
                {result.matches.map((match) => (
                  <li key={match["Person ID"]} className="card mb-3">
                    <div className="card-body">{renderMatch(match)}</div>
                  </li>
                ))}
              </ol>
              <Pagination
                page={page}
                pageCount={pageCount}
                onPageChange={onPageChange}
                disabled={searching}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
