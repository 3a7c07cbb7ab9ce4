import { useEmailRequest } from "../../../components/email-request.tsx";
import { useConfig } from "../../config/index.ts";
import { askToFollow } from "../public-register-api.ts";

/**
 * "Follow changes to this record": an e-mail address, confirmed from the e-mail it receives
 * (docs/decisions/045), behind the portal's captcha (decision 057).
 */
export function FollowForm({ registrationNumber }: { registrationNumber: string }) {
  const { submit, fields } = useEmailRequest(useConfig().captcha, async (email, captchaToken) => {
    return (await askToFollow(registrationNumber, { email, captchaToken })).message;
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
        {fields({ id: "follow-email", button: "Follow this record" })}
      </div>
    </form>
  );
}
