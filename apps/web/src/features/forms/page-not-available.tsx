import { Link } from "react-router";

/**
 * A form page the person may not open yet (its pages before it are not done): one message,
 * the service's (or the portal's own) reason, and the way on – the form without a page opens
 * where the person left off (SPEC §7 form call). Not the not-found content: the form exists.
 */
export function PageNotAvailable({ message, formPath }: { message: string; formPath: string }) {
  return (
    <section className="page-not-available" aria-labelledby="page-not-available-heading">
      <h2 id="page-not-available-heading" className="h3">
        This page is not available yet
      </h2>
      <p>{message}</p>
      <p>
        <Link to={formPath}>Continue where you left off</Link>
      </p>
    </section>
  );
}
