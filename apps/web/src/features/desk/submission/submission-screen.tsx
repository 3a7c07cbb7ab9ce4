import { deskPaths } from "@portal/contract";
import { Link, useParams } from "react-router";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { AnsweredPageView } from "../answers/index.ts";
import { statusNames, useInstantText } from "../desk-format.ts";
import { fetchSubmission } from "../review-api.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { ApplicantPanel } from "./applicant-panel.tsx";
import { ClaimBar } from "./claim-bar.tsx";
import { DecisionPanel } from "./decision-panel.tsx";
import { EarlierVersionAnswers } from "./earlier-version-answers.tsx";
import { FilesPanel } from "./files-panel.tsx";
import { SubmissionFlags } from "./submission-flags.tsx";
import { useMessaging } from "./use-messaging.ts";

/** A submission at /desk/submissions/:id: every answer, the applicant beside, the decision. */
export function SubmissionScreen() {
  const formatInstant = useInstantText();
  const { id = "" } = useParams();
  const loaded = useLoad(id, (signal) => fetchSubmission(id, signal));
  const view = loaded.data;
  const decidable = view?.submission.status === "awaiting" && view.submission.claimedBy !== null;
  const { messaging, toSend } = useMessaging(view, decidable);
  if (!view || loaded.failure) {
    return (
      <>
        <ScreenHeading>Submission</ScreenHeading>
        <LoadStatus of={loaded} />
        <Link to="/desk">Back to the queue</Link>
      </>
    );
  }
  const s = view.submission;
  const who = view.applicant?.displayName ?? view.applicant?.email ?? "an applicant";
  return (
    <>
      <p className="mb-2">
        <Link to="/desk">Back to the queue</Link>
      </p>
      <ScreenHeading>
        {s.formName} of {who}
      </ScreenHeading>
      <ClaimBar view={view} onChanged={loaded.reload} />
      <SubmissionFlags view={view} />
      {s.definitionVersion !== null && (
        <p className="text-body-secondary">
          Answered on version {s.definitionVersion} of the form.
        </p>
      )}
      {view.decision && (
        <div className="alert alert-info" role="status">
          {statusNames[view.decision.kind]} {formatInstant(view.decision.at)}
          {view.decision.note && `: ${view.decision.note}`}
        </div>
      )}
      {view.answeredMessages.length > 0 && (
        <div className="alert alert-warning">
          This round answers a return with {view.answeredMessages.length}{" "}
          {view.answeredMessages.length === 1 ? "message" : "messages"}, shown beside the answers
          they were about. Changed answers are marked "Changed".
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-8">
          {view.pages.map((page) => (
            <AnsweredPageView
              key={page.code}
              page={page}
              fileHref={(fileId) => deskPaths.submissionFile(s.id, fileId)}
              messaging={messaging}
            />
          ))}
          <EarlierVersionAnswers view={view} />
          {decidable && (
            <DecisionPanel
              submissionId={s.id}
              subject={`${s.formName} of ${who}`}
              messages={toSend}
            />
          )}
        </div>
        <div className="col-lg-4">
          <ApplicantPanel view={view} />
          <FilesPanel view={view} />
        </div>
      </div>
    </>
  );
}
