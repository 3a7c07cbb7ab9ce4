import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useErrorTitle } from "../../lib/error-title.ts";

/**
 * A form page the person may not open yet (its pages before it are not done): one message,
 * the service's (or the portal's own) reason, and the way on – the form without a page opens
 * where the person left off (SPEC §7 form call). Not the not-found content: the form exists.
 * The load is an error (SPEC §4): announced as an alert, the title says so, and focus moves to
 * the heading, so a screen reader starts there and the next Tab reaches the way on.
 */
export function PageNotAvailable({ message, formPath }: { message: string; formPath: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useErrorTitle();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      className="page-not-available"
      role="alert"
      aria-labelledby="page-not-available-heading"
    >
      <h2 ref={heading} id="page-not-available-heading" className="h3" tabIndex={-1}>
        This page is not available yet
      </h2>
      <p>{message}</p>
      <p>
        <Link to={formPath}>Continue where you left off</Link>
      </p>
    </section>
  );
}
