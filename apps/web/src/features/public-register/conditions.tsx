import { numericDateAt, type PublicCondition, type PublicEvent } from "@portal/contract";

/** A register date (YYYY-MM-DD) as the certificate periods beside it read: DD/MM/YYYY. */
export const formatDate = (date: string) => numericDateAt(new Date(`${date}T00:00:00Z`), "UTC");

/** "From 01/05/2026 until 31/03/2027; to be reviewed on 01/11/2026". */
export function conditionDates(condition: PublicCondition): string {
  const from = `From ${formatDate(condition.startsOn)}`;
  const until = condition.endsOn ? ` until ${formatDate(condition.endsOn)}` : "";
  const review = condition.reviewOn ? `; to be reviewed on ${formatDate(condition.reviewOn)}` : "";
  return `${from}${until}${review}`;
}

/**
 * The conditions on a practitioner's practice in force today (docs/decisions/049): each one's
 * type, its public wording as the registrar wrote it, and its dates; "None" when there are none.
 */
export function PublicConditions({ conditions }: { conditions: readonly PublicCondition[] }) {
  if (conditions.length === 0) return <>None</>;
  return (
    <ul className="list-unstyled mb-0">
      {conditions.map((condition) => (
        <li
          key={`${condition.type} ${condition.startsOn} ${condition.wording}`}
          className="border-start border-3 border-warning ps-2 mb-2"
        >
          <strong>{condition.type}</strong>
          {/* Its line breaks kept: the wording is the registrar's, paragraphs and all. */}
          <div style={{ whiteSpace: "pre-line" }}>{condition.wording}</div>
          <div className="small">{conditionDates(condition)}</div>
        </li>
      ))}
    </ul>
  );
}

/** The public part of a practitioner's history, the latest first: suspensions and conditions. */
export function PublicHistory({ history }: { history: readonly PublicEvent[] }) {
  return (
    <section aria-labelledby="register-history-heading" className="card mb-3">
      <div className="card-body">
        <h3 id="register-history-heading" className="h5">
          Register history
        </h3>
        {history.length === 0 ? (
          <p className="mb-0">No suspensions or conditions are on record.</p>
        ) : (
          <ul className="mb-0" aria-labelledby="register-history-heading">
            {history.map((event, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two events may read alike, in this order
              <li key={i}>
                <time dateTime={event.effectiveOn}>{formatDate(event.effectiveOn)}</time>:{" "}
                {event.summary}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
