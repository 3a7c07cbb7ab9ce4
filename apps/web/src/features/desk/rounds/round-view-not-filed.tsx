import { type NotFiledItem, type NotFiledPage, renewalStatusLabels } from "@portal/contract";
import { BusyButton } from "../../../components/busy-button.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

const HEADERS = [
  "Name",
  "Registration number",
  "Profession",
  "Status",
  "E-mail",
  "Last reminder",
  "Remind",
];

/** A reminder's step as the desk says it. */
function stepText(step: string): string {
  if (step === "desk") return "Sent from the desk";
  if (step === "opens") return "Round opened";
  if (step === "grace-begins") return "Grace began";
  if (step === "grace-ending") return "Grace ending";
  const days = /^(\d+)-days$/.exec(step)?.[1];
  if (days) return `${days} ${days === "1" ? "day" : "days"} before the deadline`;
  return step;
}

interface Remind {
  /** The practitioner a reminder is being sent to, if one is. */
  sending: number | undefined;
  onRemind(item: NotFiledItem): void;
}

/** A practitioner who has not filed: their last reminder and a reminder to send now. */
function NotFiledCells({ item, sending, onRemind }: { item: NotFiledItem } & Remind) {
  const formatInstant = useInstantText();
  const last = item.lastReminder;
  return (
    <>
      <th scope="row" className="fw-normal">
        {item.name}
      </th>
      <td>{item.registrationNumber}</td>
      <td>{item.profession || "No scope listed"}</td>
      <td>{renewalStatusLabels[item.status]}</td>
      <td>
        {item.email ?? <span className="text-body-secondary">No e-mail</span>}
        {!item.hasAccount && (
          <div className="small text-body-secondary">
            {item.email
              ? "No portal account: sent an activation link"
              : "No portal account and no register e-mail: cannot be reminded"}
          </div>
        )}
      </td>
      <td>
        {last ? stepText(last.step) : "None yet"}
        {last && <div className="small text-body-secondary">{formatInstant(last.sentAt)}</div>}
      </td>
      <td>
        {item.status === "expired" ? (
          <span className="text-body-secondary">Lapsed: no reminder</span>
        ) : (
          item.email && (
            <BusyButton
              type="button"
              className="btn btn-sm btn-outline-primary"
              busy={sending === item.practitionerId}
              busyText="Sending..."
              disabled={sending !== undefined}
              aria-label={`Send a reminder now to ${item.name}`}
              onClick={() => onRemind(item)}
            >
              Send a reminder now
            </BusyButton>
          )
        )}
      </td>
    </>
  );
}

/** One page of who has not filed, by surname (the table is named by the heading above it). */
export function RoundViewNotFiled({ page, ...remind }: { page: NotFiledPage } & Remind) {
  return (
    <DataTable
      labelledBy="not-filed-heading"
      headers={HEADERS}
      rows={page.items}
      rowKey={(item) => item.practitionerId}
      emptyText="Everyone who must renew for this round has filed."
      cells={(item) => <NotFiledCells item={item} {...remind} />}
    />
  );
}
