import { Link } from "react-router";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { PublicHistory } from "../conditions.tsx";
import { FollowForm } from "../follow/index.ts";
import { PractitionerDetails } from "../practitioner-details.tsx";
import { fetchPublicPractitioner } from "../public-register-api.ts";
import { PublicRegisterFrame } from "../public-register-frame.tsx";

/** A practitioner's page of the public register (no sign-in). */
export function PublicPractitionerScreen({ registrationNumber }: { registrationNumber: string }) {
  const loaded = useLoad(registrationNumber, (signal) =>
    fetchPublicPractitioner(registrationNumber, signal),
  );
  const practitioner = loaded.data;
  return (
    <PublicRegisterFrame title={practitioner?.name ?? "Practitioner"}>
      <LoadStatus of={loaded} variant="info" />
      {practitioner && (
        <div className="card mb-3">
          <div className="card-body">
            <PractitionerDetails practitioner={practitioner} />
          </div>
        </div>
      )}
      {practitioner && <PublicHistory history={practitioner.history} />}
      {practitioner && <FollowForm registrationNumber={practitioner.registrationNumber} />}
      <Link to="/public-register">Search the public register</Link>
    </PublicRegisterFrame>
  );
}
