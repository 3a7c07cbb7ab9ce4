import { deskPaths, type SubmissionView } from "@portal/contract";
import { formatSize } from "../../../lib/format-size.ts";
import { formatAmount, useInstantText } from "../desk-format.ts";

const fileKinds = { form: "PDF of the form", invoice: "Receipt", other: "Upload" } as const;

/** Every file of the form (its PDF, receipts, uploads) and its payments, downloadable. */
export function FilesPanel({ view }: { view: SubmissionView }) {
  const formatInstant = useInstantText();
  const id = view.submission.id;
  return (
    <aside aria-labelledby="files-heading" className="card mb-4">
      <div className="card-body">
        <h3 id="files-heading" className="h5">
          Files and payment
        </h3>
        {view.files.length === 0 ? (
          <p className="small">No files.</p>
        ) : (
          <ul className="small">
            {view.files.map((file) => (
              <li key={file.id}>
                <a href={deskPaths.submissionFile(id, file.id)} download>
                  {file.name}
                </a>{" "}
                ({fileKinds[file.type]}, {formatSize(file.size)})
              </li>
            ))}
          </ul>
        )}
        {view.payments.length === 0 ? (
          <p className="small mb-0">No payment.</p>
        ) : (
          <ul className="small mb-0">
            {view.payments.map((p) => (
              <li key={p.reference}>
                Payment {p.reference}: {formatAmount(p.amountCents)}, {p.status}
                {p.decidedAt && ` on ${formatInstant(p.decidedAt)}`}
                {p.receipt && (
                  <>
                    {" – "}
                    <a href={deskPaths.submissionFile(id, p.receipt.id)} download>
                      receipt
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
