import { useParams } from "react-router";
import { resolveError } from "../../lib/error-message.ts";
import { HttpError } from "../../lib/http-client.ts";
import { LoadFailures, mayPassAgain } from "../../lib/loading.tsx";
import { ConcernForm } from "./concern-form.tsx";
import { ConcernStart } from "./concern-start.tsx";

/** A refused start or link (its message, §8's precedence) shows in the form's error summary. */
const report = (error: unknown) => resolveError(error).message;
const refused = (error: unknown) =>
  error instanceof HttpError && !mayPassAgain(error.response.status);

/**
 * /raise-a-concern/{formId?}/{formPage?}, signed in or not: what raising a concern involves and
 * its start, then the CONCERN form's pages by the form's token (docs/decisions/058).
 */
export function ConcernScreen() {
  const { formId, formPage } = useParams();
  return (
    <LoadFailures report={report} isFinal={refused}>
      {formId ? <ConcernForm formId={formId} formPage={formPage} /> : <ConcernStart />}
    </LoadFailures>
  );
}
