import {
  type CaseDetail,
  caseCategoryNames,
  casePaths,
  caseRiskNames,
  concernSourceNames,
  mayUseDesk,
} from "@portal/contract";
import { Link } from "react-router";
import { FormFileList } from "../answers/index.ts";
import { useDeskSession } from "../desk-session.tsx";
import { ListOrNone, SidePanel } from "../side-panel.tsx";
import { casePage } from "./case-table.tsx";
import { PractitionerName } from "./practitioner-name.tsx";

/**
 * Who the concern is about. The register record opens only for whom the registry's desk
 * does (an admin): an investigator's role does not reach it.
 */
function PractitionerPanel({ detail }: { detail: CaseDetail }) {
  const { staff } = useDeskSession();
  const { practitioner } = detail;
  return (
    <SidePanel name="case-practitioner" heading="Practitioner">
      <div className="mb-2">
        <PractitionerName item={detail} />
      </div>
      {practitioner && staff && mayUseDesk(staff.role, "registry") && (
        <Link to={`/desk/register/${encodeURIComponent(practitioner.personId)}`}>
          Open the register record of {practitioner.name}
        </Link>
      )}
    </SidePanel>
  );
}

/** Who raised the concern, and whether the practitioner may be told who they are. */
function RaiserPanel({ detail }: { detail: CaseDetail }) {
  return (
    <SidePanel name="case-raiser" heading="Raised by">
      <p className="mb-2">{concernSourceNames[detail.source]}</p>
      <p className="small mb-0">
        {detail.sharesIdentity
          ? "They agreed to their identity being shared with the practitioner."
          : "They did not agree to their identity being shared with the practitioner."}
      </p>
    </SidePanel>
  );
}

/** The triage so far, and the concerns joined with this one. */
function TriagePanel({ detail }: { detail: CaseDetail }) {
  return (
    <SidePanel name="case-triage" heading="Triage">
      <dl className="small">
        <dt>Category</dt>
        <dd>{detail.category ? caseCategoryNames[detail.category] : "Not triaged"}</dd>
        <dt>Risk</dt>
        <dd>{detail.risk ? caseRiskNames[detail.risk] : "Not triaged"}</dd>
        {detail.linkedTo && (
          <>
            <dt>Joined to</dt>
            <dd>
              <Link to={casePage(detail.linkedTo)}>{detail.linkedTo}</Link>
            </dd>
          </>
        )}
      </dl>
      <h4 className="h6">Concerns joined to this case</h4>
      <ListOrNone items={detail.joined} none="None." last>
        {(reference) => (
          <li key={reference}>
            <Link to={casePage(reference)}>{reference}</Link>
          </li>
        )}
      </ListOrNone>
    </SidePanel>
  );
}

/** Beside the concern: who it is about, who raised it, its triage and its files. */
export function CasePanels({ detail }: { detail: CaseDetail }) {
  return (
    <>
      <PractitionerPanel detail={detail} />
      <RaiserPanel detail={detail} />
      <TriagePanel detail={detail} />
      <SidePanel name="case-files" heading="Files">
        <FormFileList
          files={detail.files}
          hrefOf={(fileId) => casePaths.file(detail.reference, fileId)}
          last
        />
      </SidePanel>
    </>
  );
}
