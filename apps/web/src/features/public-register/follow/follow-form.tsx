import { useState } from "react";
import { BusyButton } from "../../../components/busy-button.tsx";
import { LabelledInput } from "../../../components/labelled-input.tsx";
import { useAction } from "../../../lib/loading.tsx";
import { askToFollow } from "../public-register-api.ts";

/**
 * "Follow changes to this record": an e-mail address, confirmed from the e-mail it receives
 * (docs/decisions/045). The service answers the same whether or not the address follows
 * already; that answer is shown as it is.
 */
export function FollowForm({ registrationNumber }: { registrationNumber: string }) {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState("");
  const { busy, submit } = useAction(async () => {
    setAnswer((await askToFollow(registrationNumber, email.trim())).message);
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="follow-heading"
      aria-describedby="follow-intro"
      className="card mb-3"
    >
      <div className="card-body">
        <h3 id="follow-heading" className="h5">
          Follow changes to this record
        </h3>
        <p id="follow-intro">
          We will e-mail you when the registration, practising certificate or conditions shown here
          change. You confirm from the first e-mail, and can stop at any time.
        </p>
        <LabelledInput
          id="follow-email"
          label="Your e-mail address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <BusyButton busy={busy} busyText="Sending..." className="btn btn-outline-primary">
          Follow this record
        </BusyButton>
        <p role="status" className={answer ? "alert alert-success mt-3 mb-0" : "visually-hidden"}>
          {answer}
        </p>
      </div>
    </form>
  );
}
