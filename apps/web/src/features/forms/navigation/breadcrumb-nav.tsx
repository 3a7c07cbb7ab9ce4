import { Link } from "react-router";
import type { Breadcrumb } from "../../../components/safe-html.tsx";
import { crumbLabel, shouldShowBreadcrumbs } from "./breadcrumbs.ts";

/** The trail of forms that led here, from two crumbs on; the last one is this page. */
export function BreadcrumbNav({ trail }: { trail: readonly Breadcrumb[] }) {
  if (!shouldShowBreadcrumbs(trail)) return null;
  return (
    <nav aria-label="Breadcrumb" className="form-breadcrumbs">
      <ol className="breadcrumb mb-2">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li
              // Two crumbs may share a label; their position in the trail is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              className={`breadcrumb-item${last ? " active" : ""}`}
              aria-current={last ? "page" : undefined}
            >
              {last ? (
                crumbLabel(crumb.label)
              ) : (
                <Link to={crumb.path} state={{ breadcrumbs: trail.slice(0, i + 1) }}>
                  {crumbLabel(crumb.label)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
