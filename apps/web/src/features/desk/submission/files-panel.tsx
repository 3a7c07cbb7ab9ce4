import type { SubmissionView } from "@portal/contract";
import { formatSize } from "../../../lib/format-size.ts";
import { formatAmount, useInstantText } from "../desk-format.ts";
import { FileLink, ListOrNone, SidePanel } from "./side-panel.tsx";

const fileKinds = { form: "PDF of the form", invoice: "Receipt", other: "Upload" } as const;

/** Every file of the form (its PDF, receipts, uploads) and its payments, downloadable. */
export function FilesPanel({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  const id = view.submission.id;
  return (
    <SidePanel name="files" heading="Files and payment">
      <ListOrNone items={view.files} none="No files.">
        {(file) => (
          <li key={file.id}>
            <FileLink submissionId={id} fileId={file.id}>
              {file.name}
            </FileLink>{" "}
            ({fileKinds[file.type]}, {formatSize(file.size)})
          </li>
        )}
      </ListOrNone>
      <ListOrNone items={view.payments} none="No payment." last>
        {(p) => (
          <li key={p.reference}>
            Payment {p.reference}: {formatAmount(p.amountCents)}, {p.status}
            {p.decidedAt && ` on ${formatInstant(p.decidedAt)}`}
            {p.receipt && (
              <>
                {" – "}
                <FileLink submissionId={id} fileId={p.receipt.id}>
                  receipt
                </FileLink>
              </>
            )}
          </li>
        )}
      </ListOrNone>
    </SidePanel>
  );
}
