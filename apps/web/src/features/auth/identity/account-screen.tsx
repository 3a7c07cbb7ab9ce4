import { calendarDateAt, type LinkedIdentity, longDay } from "@portal/contract";
import { useState } from "react";
import { useSelector } from "react-redux";
import { Link } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { ErrorSummary } from "../../../components/error-summary.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { resolveError } from "../../../lib/error-message.ts";
import { LoadFailures, refusedForGood, useAction, useLoad } from "../../../lib/loading.tsx";
import { useConfig } from "../../config/index.ts";
import { selectSessionId, selectUserDetails } from "../user-slice.ts";
import { fetchLinkedIdentity, unlinkIdentity } from "./identity-api.ts";
import { useIdentityProvider } from "./identity-sign-in.tsx";

const report = (error: unknown) => resolveError(error).message;
const summary = (message: string) => <ErrorSummary message={message} />;

/**
 * /account: the signed-in account – its e-mail, its password, and the verified identity linked
 * to it, which its owner may unlink here (their password still signs them in).
 */
export function AccountScreen() {
  const details = useSelector(selectUserDetails);
  const provider = useIdentityProvider();
  return (
    <LoadFailures report={report} summary={summary} isFinal={refusedForGood}>
      <section aria-labelledby="account-heading" className="card shadow-sm">
        <div className="card-body">
          <h2 id="account-heading" className="h4 mb-3">
            Your account
          </h2>
          <dl className="row mb-4">
            <dt className="col-sm-3">E-mail</dt>
            <dd className="col-sm-9">{details?.email}</dd>
            <dt className="col-sm-3">Password</dt>
            <dd className="col-sm-9">
              <Link to="/set-password">Change password</Link>
            </dd>
          </dl>
          {provider && <VerifiedIdentity provider={provider} />}
        </div>
      </section>
    </LoadFailures>
  );
}

function VerifiedIdentity({ provider }: { provider: string }) {
  const { timeZone } = useConfig();
  const sessionId = useSelector(selectSessionId) ?? "";
  const loaded = useLoad(`identity ${sessionId}`, (signal) =>
    fetchLinkedIdentity(sessionId, signal),
  );
  const [unlinked, setUnlinked] = useState<string>();
  const unlink = useAction(async () => setUnlinked(await unlinkIdentity(sessionId)));
  const identity: LinkedIdentity["linked"] | undefined = unlinked ? null : loaded.data?.linked;
  return (
    <section aria-labelledby="identity-heading">
      <h3 id="identity-heading" className="h5">
        Verified identity
      </h3>
      <p role="status" className={unlinked ? "alert alert-success" : "visually-hidden"}>
        {unlinked}
      </p>
      {unlink.refusal && (
        <ErrorSummary key={unlink.refusal.attempt} message={unlink.refusal.message} />
      )}
      {identity === undefined ? (
        <LoadStatus of={loaded} />
      ) : identity ? (
        <>
          <p>
            Your {identity.provider} identity is linked to this account since{" "}
            {new Date(identity.linkedAt).toLocaleDateString("en-NZ", { dateStyle: "long" })}. You
            can sign in with it, with no password.
          </p>
          <BusyButton
            type="button"
            className="btn btn-outline-danger"
            busy={unlink.busy}
            busyText="Unlinking..."
            onClick={() => void unlink.submit()}
          >
            Unlink {identity.provider}
          </BusyButton>
        </>
      ) : (
        <p>
          No {provider} identity is linked. To link one, log out, choose "Sign in with {provider}"
          and then sign in with your password once.
        </p>
      )}
    </section>
  );
}
