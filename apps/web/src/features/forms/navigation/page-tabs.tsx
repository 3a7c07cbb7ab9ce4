import type { PageCode } from "@portal/contract";
import { visibleTabs } from "@portal/forms";
import type { MouseEvent } from "react";
import { Link } from "react-router";

export interface PageTabsProps {
  pageCodes: readonly PageCode[];
  currentCode: string | undefined;
  /** The link of a page: /form/{formType}/{formId}/{code}. */
  pathOf(code: string): string;
  /** A page is being opened by its tab, just before the address changes to it. */
  onOpen?(code: string): void;
}

/** A click the router follows in this window (not one opening a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * The form's pages (SPEC §2): disabled pages are left out; a "visible" page shows but cannot be
 * opened (aria-disabled, no link); done pages carry a tick, named "(done)"; an enabled page
 * is a link to it. Links rather than ARIA tabs: each page is its own URL.
 */
export function PageTabs({ pageCodes, currentCode, pathOf, onOpen }: PageTabsProps) {
  const tabs = visibleTabs(pageCodes);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label="Form pages" className="page-tabs mb-4">
      <ol className="nav nav-pills flex-wrap gap-1">
        {tabs.map((tab, i) => {
          const current = tab.code === currentCode;
          // The tick is seen; "(done)" is heard. The number is decoration.
          const name = tab.done ? `${tab.name} (done)` : tab.name;
          const content = (
            <>
              <span className="page-tab-number" aria-hidden="true">
                {i + 1}
              </span>
              {tab.name}
              {tab.done && (
                <span className="page-tab-tick" aria-hidden="true">
                  {" ✓"}
                </span>
              )}
            </>
          );
          return (
            <li className="nav-item" key={tab.code}>
              {tab.clickable ? (
                <Link
                  to={pathOf(tab.code)}
                  aria-label={name}
                  className={`nav-link${current ? " active" : ""}`}
                  aria-current={current ? "page" : undefined}
                  onClick={(event) => {
                    if (!current && isPlainClick(event)) onOpen?.(tab.code);
                  }}
                >
                  {content}
                </Link>
              ) : (
                // A page not open yet: announced as an unavailable link, not in the Tab order
                // (there is nothing to follow). An <a> without href would not be a link at all.
                // biome-ignore lint/a11y/useSemanticElements: see above
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <span
                  className={`nav-link disabled${current ? " active" : ""}`}
                  role="link"
                  aria-label={name}
                  aria-disabled="true"
                  aria-current={current ? "page" : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
