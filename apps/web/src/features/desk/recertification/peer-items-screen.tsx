import {
  longDay,
  messageResponseSchema,
  type PeerItem,
  peerItemListSchema,
  peerItemMessages,
  peerItemPaths,
} from "@portal/contract";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { useDoneStatus } from "../../../components/done-status.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useAction, useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);
const withId = (name: string, personId: string | null) =>
  personId ? `${name} (Person ID ${personId})` : name;

/**
 * /desk/recertification/peers: the professional peer relationships a registrar looks at – those
 * a peer disputed and those left unconfirmed in time (docs/decisions/063) – each resolved here
 * with a note, which the staff audit keeps.
 */
export function PeerItemsScreen() {
  const items = useLoad("", (signal) =>
    deskCall(peerItemPaths.items, peerItemListSchema, { signal }),
  );
  const status = useDoneStatus();
  const resolved = (message: string) => {
    status.tell(message);
    items.reload();
  };
  const list = items.data?.items;
  return (
    <>
      <ScreenHeading>Peer relationships to look at</ScreenHeading>
      {status.shown}
      <p>
        The relationships a professional peer disputed, and those their peer has not confirmed in
        time. Resolve each once you have looked into it, with a note of what you found or did.
      </p>
      <p>
        <Link to="/desk/recertification">Recertification cycles</Link>
      </p>
      <LoadStatus of={items} />
      {list?.length === 0 && <p>No peer relationship needs looking at.</p>}
      {list && list.length > 0 && (
        <ul className="list-unstyled">
          {list.map((item) => (
            <PeerItemEntry key={item.id} item={item} onResolved={resolved} />
          ))}
        </ul>
      )}
    </>
  );
}

function PeerItemEntry({
  item,
  onResolved,
}: {
  item: PeerItem;
  onResolved(message: string): void;
}) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const { busy, refusal, run, refuse } = useAction();
  const resolve = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === "") return refuse(peerItemMessages.noNote);
    return run(async () => {
      const answer = await deskCall(peerItemPaths.resolution(item.id), messageResponseSchema, {
        method: "POST",
        body: { note },
      });
      onResolved(answer.message);
    });
  };
  const title = `${item.practitioner} named ${item.peer}`;
  return (
    <li className="border rounded p-3 mb-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <p className="fw-semibold">{peerItemMessages.kinds[item.kind]}</p>
      <dl className="row">
        <dt className="col-sm-4 col-lg-3">Practitioner</dt>
        <dd className="col-sm-8 col-lg-9">
          {withId(item.practitioner, item.practitionerPersonId)}
        </dd>
        <dt className="col-sm-4 col-lg-3">Peer</dt>
        <dd className="col-sm-8 col-lg-9">{withId(item.peer, item.peerPersonId)}</dd>
        <dt className="col-sm-4 col-lg-3">Relationship started</dt>
        <dd className="col-sm-8 col-lg-9">
          {/^\d{4}-\d{2}-\d{2}$/.test(item.startDate) ? longDay(item.startDate) : item.startDate}
        </dd>
        <dt className="col-sm-4 col-lg-3">Named on</dt>
        <dd className="col-sm-8 col-lg-9">
          {longDay(item.namedOn)} ({days(item.ageDays)} ago)
        </dd>
        {item.decidedOn && (
          <>
            <dt className="col-sm-4 col-lg-3">Disputed on</dt>
            <dd className="col-sm-8 col-lg-9">{longDay(item.decidedOn)}</dd>
          </>
        )}
        {item.reason && (
          <>
            <dt className="col-sm-4 col-lg-3">The peer's reason</dt>
            <dd className="col-sm-8 col-lg-9 text-break">{item.reason}</dd>
          </>
        )}
      </dl>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <form noValidate onSubmit={resolve} aria-label={`Resolve: ${title}`}>
        <LabelledInput
          as="textarea"
          id={noteId}
          label="Note on resolving"
          className="mb-2"
          rows={2}
          value={note}
          onChange={setNote}
        />
        <BusyButton busy={busy} busyText="Resolving..." className="btn btn-primary">
          Resolve <span className="visually-hidden">{title}</span>
        </BusyButton>
      </form>
    </li>
  );
}
