import { longDay, type PeerDecision, type PeerRequest } from "@portal/contract";
import { LabelledInput } from "../../components/labelled-input.tsx";

/** What the peer has chosen for one practitioner on the screen, before it is sent. */
export interface Choice {
  decision: PeerDecision | undefined;
  reason: string;
}

const decisionNames: Record<PeerDecision, string> = {
  confirmed: "Confirm",
  disputed: "Dispute",
};

/** The ids of a request's controls: the summary's links lead to them. */
export const controlIds = (request: PeerRequest) => ({
  group: `peer-${request.id}`,
  reason: `peer-${request.id}-reason`,
});

/**
 * One practitioner who named the peer: who, since when and how often they meet, and the peer's
 * Confirm or Dispute, with the reason a dispute needs. A request the registrar resolved shows
 * its decision, which can no longer change.
 */
export function PeerRequestFieldset({
  request,
  choice,
  problem,
  onChange,
}: {
  request: PeerRequest;
  choice: Choice;
  problem: string | undefined;
  onChange(choice: Choice): void;
}) {
  const ids = controlIds(request);
  return (
    <fieldset id={ids.group} className="peer-request border rounded p-3 mb-3">
      <legend className="h5 float-none w-auto px-1 mb-2">{request.practitionerName}</legend>
      <dl className="row mb-2">
        <dt className="col-sm-5 col-lg-4">Relationship started</dt>
        <dd className="col-sm-7 col-lg-8">
          {/^\d{4}-\d{2}-\d{2}$/.test(request.startDate)
            ? longDay(request.startDate)
            : request.startDate}
        </dd>
        <dt className="col-sm-5 col-lg-4">How often you meet</dt>
        <dd className="col-sm-7 col-lg-8">{request.meetingFrequency}</dd>
        <dt className="col-sm-5 col-lg-4">Named you on</dt>
        <dd className="col-sm-7 col-lg-8">{longDay(request.namedOn)}</dd>
      </dl>
      {request.resolved ? (
        <p className="mb-0">
          You chose: {request.decision ? decisionNames[request.decision] : "nothing"}. The registrar
          has resolved this relationship, so it can no longer change.
        </p>
      ) : (
        <>
          {(Object.keys(decisionNames) as PeerDecision[]).map((decision) => (
            <div key={decision} className="form-check form-check-inline">
              <input
                className="form-check-input"
                type="radio"
                id={`${ids.group}-${decision}`}
                name={ids.group}
                value={decision}
                checked={choice.decision === decision}
                onChange={() => onChange({ ...choice, decision })}
              />
              <label className="form-check-label" htmlFor={`${ids.group}-${decision}`}>
                {decisionNames[decision]}
              </label>
            </div>
          ))}
          {choice.decision === "disputed" && (
            <LabelledInput
              as="textarea"
              id={ids.reason}
              label="Why do you dispute it?"
              className="mt-3"
              rows={3}
              value={choice.reason}
              error={problem}
              onChange={(reason) => onChange({ ...choice, reason })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
