import type { ReactNode } from "react";
import { Link } from "react-router";

/** What a list screen shows when its address names nothing: a heading, why, and a way back. */
export function MissingList(props: { headingId: string; title: string; children: ReactNode }) {
  const { headingId, title, children } = props;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      <p>
        {children} <Link to="/">Back to the dashboard</Link>
      </p>
    </section>
  );
}
