import { Link } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { FollowForm } from "./follow-form.tsx";
import { PractitionerDetails } from "./practitioner-details.tsx";
import { PublicHistory } from "./public-conditions.tsx";
import { fetchPublicPractitioner } from "./public-register-api.ts";
import { PublicRegisterFrame } from "./public-register-frame.tsx";
import { useLoaded } from "./use-loaded.ts";

/** A practitioner's page of the public register (no sign-in). */
export function PublicPractitionerScreen({ registrationNumber }: { registrationNumber: string }) {
  const loaded = useLoaded(registrationNumber, (signal) =>
    fetchPublicPractitioner(registrationNumber, signal),
  );
  const practitioner = loaded.state === "done" ? loaded.value : undefined;
  return (
    <PublicRegisterFrame title={practitioner?.name ?? "Practitioner"}>
      {loaded.state === "loading" && <LoadingBanner variant="info" />}
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
