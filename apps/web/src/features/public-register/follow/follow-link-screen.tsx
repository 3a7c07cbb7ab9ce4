import { followMessages } from "@portal/contract";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { BusyButton } from "../../../components/busy-button.tsx";
import { HttpError } from "../../../lib/http-client.ts";
import { useAction } from "../../../lib/loading.tsx";
import { followLink } from "../public-register-api.ts";
import { PublicRegisterFrame } from "../public-register-frame.tsx";

const steps = {
  confirm: { title: "Confirm following a record", button: "Confirm", busy: "Confirming..." },
  unsubscribe: {
    title: "Stop following a record",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
  },
} as const;

export type FollowStep = keyof typeof steps;

/**
 * The page an e-mailed follow link opens: its token in the fragment (never sent to a server
 * or a log), and a button that POSTs it – a mail client's or scanner's GET of the link must
 * neither confirm nor unsubscribe anyone.
 */
export function FollowLinkScreen({ step }: { step: FollowStep }) {
  const token = useLocation().hash.replace(/^#/, "");
  const [answer, setAnswer] = useState<{ ok: boolean; message: string }>();
  const text = steps[step];

  const { busy, submit: act } = useAction(async () => {
    try {
      setAnswer({ ok: true, message: (await followLink(step, token)).message });
    } catch (error) {
      // A link used or gone is an answer, not a failure to report.
      if (!(error instanceof HttpError && error.response.status === 400)) throw error;
      setAnswer({ ok: false, message: followMessages.linkInvalid });
    }
  });

  return (
    <PublicRegisterFrame title={text.title}>
      {answer ? (
        <p className={`alert ${answer.ok ? "alert-success" : "alert-warning"}`} role="status">
          {answer.message}
        </p>
      ) : (
        <p>
          <BusyButton
            busy={busy}
            busyText={text.busy}
            type="button"
            className="btn btn-primary"
            onClick={() => void act()}
          >
            {text.button}
          </BusyButton>
        </p>
      )}
      <Link to="/public-register">Search the public register</Link>
    </PublicRegisterFrame>
  );
}
