import { CLOSED_STAGE, casePaths } from "@portal/contract";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { useDoneStatus } from "../../../components/done-status.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { AnsweredPageView } from "../answers/index.ts";
import { ScreenHeading } from "../screen-heading.tsx";
import { CaseClaimBar } from "./case-claim-bar.tsx";
import { CasePanels } from "./case-panels.tsx";
import { CaseTasks } from "./case-tasks.tsx";
import { CaseTimeline } from "./case-timeline.tsx";
import { CaseWork } from "./case-work.tsx";
import { caseActions, fetchCase, stageNames, useCaseStages } from "./cases-api.ts";

const backToCases = <Link to="/desk/cases">Back to the cases</Link>;

/**
 * A case at /desk/cases/:reference: the concern as the raiser answered it, its files, who it is
 * about, what has happened on it, its tasks, and the forms that work it while it is open. Every
 * change loads the case again, so the screen shows what the service holds.
 */
export function CaseScreen() {
  const { reference = "" } = useParams();
  const loaded = useLoad(reference, (signal) => fetchCase(reference, signal));
  const stages = useCaseStages(reference);
  const actions = useMemo(() => caseActions(reference), [reference]);
  const done = useDoneStatus();
  const detail = loaded.data;
  if (!detail || loaded.failure || !stages.data) {
    return (
      <>
        <ScreenHeading>Case {reference}</ScreenHeading>
        <LoadStatus of={detail && !loaded.failure ? stages : loaded} />
        {backToCases}
      </>
    );
  }
  const open = detail.stage !== CLOSED_STAGE;
  const fileHref = (fileId: number) => casePaths.file(detail.reference, fileId);
  return (
    <>
      <p className="mb-2">{backToCases}</p>
      <ScreenHeading>Case {detail.reference}</ScreenHeading>
      <CaseClaimBar
        detail={detail}
        stageName={stageNames(stages.data)[detail.stage] ?? detail.stage}
        actions={actions}
        onChanged={loaded.reload}
      />
      <div className="row g-4">
        <div className="col-lg-8">
          {detail.pages.map((page) => (
            <AnsweredPageView key={page.code} page={page} fileHref={fileHref} />
          ))}
          <CaseTimeline events={detail.events} />
          <CaseTasks
            tasks={detail.tasks}
            open={open}
            markDone={actions.taskDone}
            onChanged={loaded.reload}
          />
          {/* Here, not in the forms: an outcome closes the case, and the forms go with it. */}
          {done.shown}
          {open && (
            <CaseWork
              detail={detail}
              stages={stages.data}
              actions={actions}
              onChanged={loaded.reload}
              tell={done.tell}
            />
          )}
        </div>
        <div className="col-lg-4">
          <CasePanels detail={detail} />
        </div>
      </div>
    </>
  );
}
