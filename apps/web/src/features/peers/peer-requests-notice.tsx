import { peerRequestMessages, peerRequestsPath, peerRequestsSchema } from "@portal/contract";
import { Link } from "react-router";
import { requestJson } from "../../lib/http-client.ts";
import { BannerFailures, refusedForGood, useLoad } from "../../lib/loading.tsx";
import { useErrorHandler } from "../messages/index.ts";

/**
 * Tells the signed-in practitioner that others named them as their professional peer and wait
 * for their decision, with the way to the screen where they give it; nothing when none wait.
 * A refusal is passed over, as the dashboard's other extras are.
 */
export function PeerRequestsNotice({ sessionId }: { sessionId: string }) {
  return (
    <BannerFailures tell={useErrorHandler()} quiet={refusedForGood}>
      <Undecided sessionId={sessionId} />
    </BannerFailures>
  );
}

function Undecided({ sessionId }: { sessionId: string }) {
  const loaded = useLoad(sessionId, (signal) =>
    requestJson(peerRequestsPath, peerRequestsSchema, { sessionId, signal }),
  );
  const waiting = (loaded.data?.requests ?? []).filter((r) => r.decision === null && !r.resolved);
  if (waiting.length === 0) return null;
  return (
    <div className="alert alert-info mt-4" role="note" aria-labelledby="peer-requests-notice">
      <p id="peer-requests-notice" className="mb-2">
        {peerRequestMessages.undecided(waiting.length)}
      </p>
      <Link to="/recertification/peers" className="alert-link">
        Confirm or dispute your peer requests
      </Link>
    </div>
  );
}
