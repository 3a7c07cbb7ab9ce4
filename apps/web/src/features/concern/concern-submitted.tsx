import { CONCERN_FIRST_RESPONSE_WORKING_DAYS } from "@portal/contract";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

/**
 * The confirmation once a concern is submitted: the service's message (with its reference) and
 * what happens next. Focus moves to its heading, so a screen reader hears it at once.
 */
export function ConcernSubmitted({ message }: { message: string | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="concern-submitted">
      <h2 ref={heading} tabIndex={-1} className="h3 mb-3">
        Concern submitted
      </h2>
      <p className="alert alert-success" role="status">
        {message}
      </p>
      <h3 className="h5">What happens next</h3>
      <ol>
        <li>A member of our team reads your concern and decides how to look into it.</li>
        <li>
          We tell you what we have decided within {CONCERN_FIRST_RESPONSE_WORKING_DAYS} working
          days.
        </li>
        <li>If we look into it further, we keep you informed until it is closed.</li>
      </ol>
      <p>
        <Link to="/public-register">Back to the public register</Link>
      </p>
    </div>
  );
}
