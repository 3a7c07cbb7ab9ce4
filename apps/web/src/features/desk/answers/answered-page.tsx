import type { Answer, AnsweredGroup, AnsweredPage } from "@portal/contract";
import { TableScroll } from "../../../components/table-scroll.tsx";
import { AnswerCell, type MessageSlot } from "./answer-cell.tsx";
import { type AnswerPlace, placeKey } from "./field-messages.ts";

export interface PageMessaging {
  /** The message of the returned round on this place (round 2 on). */
  earlier(place: AnswerPlace): string | undefined;
  /** The box to write a message in, when the submission may be returned now. */
  slot(place: AnswerPlace): MessageSlot | undefined;
}

/**
 * A field with no label of its own and no answer is the form's machinery (a hidden code), not
 * a question the applicant saw.
 */
const shown = (answer: Answer) => answer.label !== answer.fieldName || answer.value !== "";

const changedClass = (changed: boolean) => (changed ? "desk-changed" : undefined);

/** A form no message is written on (a concern): nothing earlier, no box. */
const noMessaging: PageMessaging = { earlier: () => undefined, slot: () => undefined };

interface Shown {
  /** Where one of the form's files downloads from. */
  fileHref(fileId: number): string;
  /** Messages on answers, for a form that has them (a submission). */
  messaging?: PageMessaging;
}

function Group({
  page,
  group,
  fileHref,
  messaging = noMessaging,
}: Shown & { page: string; group: AnsweredGroup }) {
  const cell = (answer: Answer, row: number | null) => {
    const place = { page, field: answer.fieldName, row };
    const label = row === null ? answer.label : `${answer.label}, row ${row + 1}`;
    return (
      <AnswerCell
        answer={answer}
        label={label}
        fileHref={fileHref}
        earlier={messaging.earlier(place)}
        slot={messaging.slot(place)}
      />
    );
  };
  if (!group.repeating) {
    return (
      <table className="table table-sm desk-answers">
        {group.title && <caption className="caption-top h6 text-body">{group.title}</caption>}
        <tbody>
          {group.answers.filter(shown).map((answer) => (
            <tr key={answer.fieldName} className={changedClass(answer.changed)}>
              <th scope="row" className="w-25 fw-semibold">
                {answer.label}
              </th>
              <td className="text-break">{cell(answer, null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  // Columns: every field some row answered, in the order the rows give them.
  const columns = [
    ...new Map(group.rows.flatMap((r) => r.answers.map((a) => [a.fieldName, a.label]))).entries(),
  ];
  return (
    <TableScroll label={group.title || "Rows"}>
      <table className="table table-sm table-bordered desk-answers">
        <caption className="caption-top h6 text-body">{group.title || "Rows"}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map(([name, label]) => (
              <th scope="col" key={name}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map(({ row, answers }) => (
            <tr key={row}>
              <th scope="row">{row + 1}</th>
              {columns.map(([name]) => {
                const answer = answers.find((a) => a.fieldName === name);
                return (
                  <td
                    key={placeKey({ page, field: name, row })}
                    className={changedClass(answer?.changed ?? false)}
                  >
                    {answer ? cell(answer, row) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** One page of a form: its sections, each group's answers, repeating groups as rows. */
export function AnsweredPageView({ page, ...shown }: Shown & { page: AnsweredPage }) {
  return (
    <section className="mb-4" aria-labelledby={`page-${page.code}`}>
      <h3 id={`page-${page.code}`} className="h4">
        {page.name}
        {page.changed && <span className="badge text-bg-warning ms-2 fs-6">Changed</span>}
      </h3>
      {page.sections.map((section) => (
        // A section is known by its groups: their ids are unique on the page.
        <div key={section.groups.map((g) => g.groupId).join(" ")}>
          {section.title && <h4 className="h5 mt-3">{section.title}</h4>}
          {section.groups.map((group) => (
            <Group key={group.groupId} page={page.code} group={group} {...shown} />
          ))}
        </div>
      ))}
    </section>
  );
}
