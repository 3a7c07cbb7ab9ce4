import type { FormChanges, VersionChange } from "@portal/contract";

/** Questions grouped by their page, pages in the order the form asks them. */
function byPage(questions: readonly VersionChange[]) {
  const pages = new Map<string, { name: string; questions: VersionChange[] }>();
  for (const question of questions) {
    const page = pages.get(question.page) ?? { name: question.pageName, questions: [] };
    page.questions.push(question);
    pages.set(question.page, page);
  }
  return [...pages.values()];
}

/**
 * Told on a draft the regulator's new version of its form moved forward (decision 037): that
 * nothing typed was lost, and which questions are new or changed, page by page. Pages that
 * need the practitioner again show as not done in the tabs.
 */
export function FormChangesNotice({ changes }: { changes: FormChanges }) {
  if (changes.questions.length === 0) return null;
  return (
    <section className="form-changes alert alert-info mb-4" aria-labelledby="form-changes-title">
      <h3 id="form-changes-title" className="h5">
        This form has changed since you started it
      </h3>
      <p className="mb-2">
        Your answers have been kept. Please check these questions; a page that needs an answer from
        you is no longer ticked as done.
      </p>
      <ul className="mb-0">
        {byPage(changes.questions).map((page) => (
          <li key={page.name}>
            {page.name}:{" "}
            {page.questions
              .map((q) => `${q.label} (${q.change === "new" ? "new question" : "changed"})`)
              .join("; ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
