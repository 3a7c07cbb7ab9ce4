import { useParams } from "react-router";
import { ConcernForm } from "./concern-form.tsx";
import { ConcernStart } from "./concern-start.tsx";

/**
 * /raise-a-concern/{formId?}/{formPage?}, signed in or not: what raising a concern involves and
 * its start, then the CONCERN form's pages by the form's token (docs/decisions/058).
 */
export function ConcernScreen() {
  const { formId, formPage } = useParams();
  return formId ? <ConcernForm formId={formId} formPage={formPage} /> : <ConcernStart />;
}
