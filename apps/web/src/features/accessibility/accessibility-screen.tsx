import { type CriterionStatus, wcagCriteria } from "./wcag-criteria.ts";

/** When this statement was last reviewed against the tests it names. */
const PREPARED_ON = "27 November 2026";
/** Where to report a problem (an operator sets the real address before going live). */
const REPORT_ADDRESS = "accessibility@example.org";

const statusText: Record<CriterionStatus, string> = {
  tested: "Tested",
  automated: "Automated checks pass",
  "not verified": "Not yet verified",
  "not applicable": "Not applicable",
};

const count = (status: CriterionStatus) =>
  wcagCriteria.filter((criterion) => criterion.status === status).length;

/** The accessibility statement: WCAG 2.2 AA criterion by criterion, only what tests show. */
export function AccessibilityScreen() {
  return (
    <section aria-labelledby="accessibility-heading">
      <h2 id="accessibility-heading" className="h3 mb-3">
        Accessibility statement
      </h2>
      <p>
        This statement covers the practitioner portal, the registrar's desk and the public register.
        It was prepared on {PREPARED_ON}.
      </p>
      <h3 className="h5">How accessible this service is</h3>
      <p>
        The service <strong>partially conforms</strong> to the Web Content Accessibility Guidelines
        (WCAG) 2.2 at level AA. We claim only what our automated tests show: {count("tested")}{" "}
        criteria are tested by journeys through the service, {count("automated")} pass automated
        checks that cover only part of the criterion, {count("not verified")} are not yet verified,
        and {count("not applicable")} do not apply.
      </p>
      <h3 className="h5">How we test</h3>
      <ul>
        <li>
          Every screen the end-to-end suite opens is checked with axe-core against the WCAG 2.0 and
          2.1 level A and AA rules; any violation fails the build.
        </li>
        <li>
          Keyboard journeys: signing in, a form's error summary, the session time-out warning, the
          registrar's accept at the desk, and searching the public register, by keyboard alone.
        </li>
        <li>
          The time-out warning appears before a session ends and offers to stay signed in; the error
          summary lists every error with a link to its field.
        </li>
      </ul>
      <h3 className="h5">What is not yet verified</h3>
      <p>
        The criteria marked "Not yet verified" below need a manual audit (with a screen reader, zoom
        and reflow, and by pointer), which we plan to complete by 31 March 2027. Until then we do
        not claim them.
      </p>
      <h3 className="h5">Report a problem</h3>
      <p>
        If something on this service is hard to use, e-mail{" "}
        <a href={`mailto:${REPORT_ADDRESS}`}>{REPORT_ADDRESS}</a> with the page's address and what
        happened.
      </p>
      <h3 className="h5">Criterion by criterion</h3>
      <div className="table-responsive">
        <table className="table table-sm">
          <caption>WCAG 2.2 level A and AA success criteria</caption>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Level</th>
              <th scope="col">Status</th>
              <th scope="col">How it is tested</th>
            </tr>
          </thead>
          <tbody>
            {wcagCriteria.map((criterion) => (
              <tr key={criterion.id}>
                <th scope="row">
                  {criterion.id} {criterion.name}
                </th>
                <td>{criterion.level}</td>
                <td>{statusText[criterion.status]}</td>
                <td>{criterion.how}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
