import type { FormChanges as Changes } from "@portal/contract";
import { lazy, Suspense } from "react";

// Only a draft moved to a new version of its form shows the notice: fetched then, never with
// the route.
const FormChangesNotice = lazy(async () => ({
  default: (await import("./form-changes-notice.tsx")).FormChangesNotice,
}));

/** The notice of new and changed questions, where the form answer carries some. */
export function FormChanges({ changes }: { changes: Changes | undefined }) {
  if (!changes || changes.questions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FormChangesNotice changes={changes} />
    </Suspense>
  );
}
