import type { SubmissionView } from "@portal/contract";
import { DataTable } from "../../../components/data-table.tsx";

/**
 * Answers the applicant gave to questions a later version of the form no longer asks: kept when
 * their draft moved to that version, shown with the version they were answered on.
 */
export function EarlierVersionAnswers({ view }: { view: SubmissionView }) {
  const answers = view.earlierVersionAnswers;
  if (answers.length === 0) return null;
  return (
    <section className="card mb-4" aria-labelledby="earlier-version-answers">
      <div className="card-body">
        <h3 id="earlier-version-answers" className="h5">
          Answers to questions no longer asked
        </h3>
        <p>
          The form changed while this applicant's draft was open; these answers were kept from the
          version they were given on.
        </p>
        <DataTable
          labelledBy="earlier-version-answers"
          headers={["Question", "Page", "Answer", "Answered on"]}
          rows={answers.map((answer, i) => ({ ...answer, i }))}
          rowKey={(answer) => answer.i}
          cells={(answer) => (
            <>
              <th scope="row">{answer.label}</th>
              <td>{answer.page}</td>
              <td>{answer.value}</td>
              <td>version {answer.version}</td>
            </>
          )}
          emptyText=""
        />
      </div>
    </section>
  );
}
