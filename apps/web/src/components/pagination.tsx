import { PAGINATION_WINDOW } from "@portal/contract";

/** One item of the page list: a page number (0-based index) or an ellipsis. */
export type PageItem = { page: number } | { ellipsis: "start" | "end" };

/**
 * The pages shown (SPEC §2 Pagination, §9 window about 10): a window of `window` page
 * numbers around the current page, plus the first and last pages with an ellipsis where
 * pages are left out. Pages are 0-based here and shown 1-based.
 */
export function pageItems(
  current: number,
  pageCount: number,
  window = PAGINATION_WINDOW,
): PageItem[] {
  if (pageCount <= 0) return [];
  let first = Math.max(0, current - Math.floor(window / 2) + 1);
  const last = Math.min(pageCount - 1, first + window - 1);
  first = Math.max(0, last - window + 1);
  const items: PageItem[] = [];
  if (first > 0) items.push({ page: 0 });
  if (first > 1) items.push({ ellipsis: "start" });
  for (let page = first; page <= last; page++) items.push({ page });
  if (last < pageCount - 2) items.push({ ellipsis: "end" });
  if (last < pageCount - 1) items.push({ page: pageCount - 1 });
  return items;
}

export interface PaginationProps {
  /** The current page, 0-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The accessible name of the navigation landmark. */
  label?: string;
  disabled?: boolean;
}

/**
 * Bootstrap pagination of buttons (a page change is a new search, not a new URL): previous,
 * the window of page numbers with ellipses, next. The current page carries aria-current.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = "Search result pages",
  disabled = false,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => () => {
    if (target !== page && target >= 0 && target < pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={label}>
      <ul className="pagination flex-wrap">
        <li className={`page-item${page === 0 || disabled ? " disabled" : ""}`}>
          <button
            type="button"
            className="page-link"
            onClick={go(page - 1)}
            disabled={page === 0 || disabled}
          >
            <span aria-hidden="true">&laquo; </span>Previous
          </button>
        </li>
        {pageItems(page, pageCount).map((item) =>
          "ellipsis" in item ? (
            <li key={`ellipsis-${item.ellipsis}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item.page} className={`page-item${item.page === page ? " active" : ""}`}>
              <button
                type="button"
                className="page-link"
                onClick={go(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                aria-label={`Page ${item.page + 1}`}
                disabled={disabled && item.page !== page}
              >
                {item.page + 1}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount - 1 || disabled ? " disabled" : ""}`}>
          <button
            type="button"
            className="page-link"
            onClick={go(page + 1)}
            disabled={page >= pageCount - 1 || disabled}
          >
            Next<span aria-hidden="true"> &raquo;</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
