import {
  MAX_DISPUTE_REASON_LENGTH,
  PEER_CONFIRMATION_DAYS,
  type PeerDecisionEntry,
  type PeerRequest,
  peerRequestMessages,
  peerRequestsPath,
  peerRequestsSchema,
} from "@portal/contract";
import { type FormEvent, useState } from "react";
import { useSelector } from "react-redux";
import { Link } from "react-router";
import { BusyButton } from "../../components/busy-button.tsx";
import { useDoneStatus } from "../../components/done-status.tsx";
import { ErrorSummary, type FieldProblem } from "../../components/error-summary.tsx";
import { LoadStatus } from "../../components/load-status.tsx";
import { resolveError } from "../../lib/error-message.ts";
import { type HttpError, requestJson } from "../../lib/http-client.ts";
import { LoadFailures, refusedForGood, useAction, useLoad } from "../../lib/loading.tsx";
import { selectSessionId } from "../auth/index.ts";
import { useErrorHandler } from "../messages/index.ts";
import { type Choice, controlIds, PeerRequestFieldset } from "./peer-request-fieldset.tsx";

const TITLE = "Practitioners who named you as their peer";

/**
 * /recertification/peers: every practitioner who named the signed-in one as their professional
 * peer, each confirmed or disputed here and all sent with one "Submit decisions"
 * (docs/decisions/063). The service's refusal of the batch (nothing of it saved) shows in the
 * error summary; a lost session or a failure worth trying again goes to the message banner.
 */
export function PeerRequestsScreen() {
  const handle = useErrorHandler();
  const report = (error: unknown) => {
    if (refusedForGood(error) && (error as HttpError).response.status !== 401) {
      return resolveError(error).message;
    }
    handle(error);
    return undefined;
  };
  return (
    <LoadFailures report={report} isFinal={refusedForGood}>
      <section aria-labelledby="peer-requests-heading">
        <h2 id="peer-requests-heading" className="h4 mb-3">
          {TITLE}
        </h2>
        <PeerRequestsForm />
      </section>
    </LoadFailures>
  );
}

const choiceOf = (request: PeerRequest): Choice => ({
  decision: request.decision ?? undefined,
  reason: request.reason ?? "",
});

function PeerRequestsForm() {
  const sessionId = useSelector(selectSessionId) ?? "";
  const loaded = useLoad(sessionId, (signal) =>
    requestJson(peerRequestsPath, peerRequestsSchema, { sessionId, signal }),
  );
  const [saved, setSaved] = useState<PeerRequest[]>();
  const requests = saved ?? loaded.data?.requests;
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const status = useDoneStatus();
  const choiceFor = (request: PeerRequest) => choices[request.id] ?? choiceOf(request);

  const { busy, refusal, run, refuse } = useAction();

  /** Every decision chosen on the screen, and what stops them being sent. */
  const collect = () => {
    const decisions: PeerDecisionEntry[] = [];
    const found: FieldProblem[] = [];
    for (const request of (requests ?? []).filter((r) => !r.resolved)) {
      const { decision, reason } = choiceFor(request);
      if (!decision) continue;
      if (decision === "disputed" && reason.trim() === "") {
        const label = peerRequestMessages.reasonNeeded(request.practitionerName);
        found.push({ id: controlIds(request).reason, label });
      }
      decisions.push({ id: request.id, decision, ...(decision === "disputed" ? { reason } : {}) });
    }
    return { decisions, found };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { decisions, found } = collect();
    setProblems(found);
    if (found.length > 0) return refuse(undefined);
    if (decisions.length === 0) return refuse(peerRequestMessages.noDecision);
    return run(async () => {
      const answer = await requestJson(peerRequestsPath, peerRequestsSchema, {
        method: "POST",
        sessionId,
        json: { decisions },
      });
      setSaved(answer.requests);
      setChoices({});
      status.tell(peerRequestMessages.saved(decisions.length));
    });
  };

  return (
    <>
      {refusal && (
        <ErrorSummary
          key={refusal.attempt}
          message={refusal.message}
          fields={refusal.message ? [] : problems}
        />
      )}
      {status.shown}
      <p>
        These practitioners named you as their professional peer for their recertification. Confirm
        each one you agreed to be a peer for, or dispute it and say why: all your decisions are sent
        together. A relationship you dispute, or leave undecided for {PEER_CONFIRMATION_DAYS} days
        after it was named, goes to the registrar.
      </p>
      <LoadStatus of={loaded} />
      {requests?.length === 0 && <p>No practitioner has named you as their professional peer.</p>}
      {requests && requests.length > 0 && (
        <form noValidate onSubmit={onSubmit} aria-labelledby="peer-requests-heading">
          {requests.map((request) => (
            <PeerRequestFieldset
              key={request.id}
              request={request}
              choice={choiceFor(request)}
              problem={problems.find((p) => p.id === controlIds(request).reason)?.label}
              onChange={(choice) =>
                setChoices((all) => ({
                  ...all,
                  [request.id]: {
                    ...choice,
                    reason: choice.reason.slice(0, MAX_DISPUTE_REASON_LENGTH),
                  },
                }))
              }
            />
          ))}
          <BusyButton busy={busy} busyText="Submitting..." className="btn btn-primary">
            Submit decisions
          </BusyButton>
        </form>
      )}
      <p className="mt-4">
        <Link to="/sub/recertification">Back to Recertification</Link>
      </p>
    </>
  );
}
