import { deskPaths, type SubmissionView } from "@portal/contract";
import { FormFileList } from "../answers/index.ts";
import { formatAmount, useInstantText } from "../desk-format.ts";
import { FileLink, ListOrNone, SidePanel } from "../side-panel.tsx";

/** Every file of the form (its PDF, receipts, uploads) and its payments, downloadable. */
export function FilesPanel({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  const id = view.submission.id;
  return (
    <SidePanel name="files" heading="Files and payment">
      <FormFileList files={view.files} hrefOf={(fileId) => deskPaths.submissionFile(id, fileId)} />
      <ListOrNone items={view.payments} none="No payment." last>
        {(p) => (
          <li key={p.reference}>
            Payment {p.reference}: {formatAmount(p.amountCents)}, {p.status}
            {p.decidedAt && ` on ${formatInstant(p.decidedAt)}`}
            {p.receipt && (
              <>
                {" – "}
                <FileLink href={deskPaths.submissionFile(id, p.receipt.id)}>receipt</FileLink>
              </>
            )}
          </li>
        )}
      </ListOrNone>
    </SidePanel>
  );
}
