// The e-mails of raising a concern: the acknowledgement, which says what happens next and by
// when, and the link back to a form not yet submitted.
import {
  addWorkingDays,
  CONCERN_FIRST_RESPONSE_WORKING_DAYS,
  calendarDateAt,
  longDay,
} from "@portal/contract";
import { letterMail } from "../mail/index.ts";

export function acknowledgementMail(
  raiser: { name: string; email: string },
  concern: { reference: string; receivedAt: Date; timeZone: string },
) {
  const received = calendarDateAt(concern.receivedAt, concern.timeZone);
  const by = longDay(addWorkingDays(received, CONCERN_FIRST_RESPONSE_WORKING_DAYS));
  const { reference } = concern;
  return letterMail(
    { to: raiser.email, name: raiser.name || undefined },
    `We have received your concern (${reference})`,
    [
      `Thank you for telling us about your concern. We received it on ` +
        `${longDay(received)}, and its reference is ${reference}. Please quote it if you ` +
        "contact us.",
      "",
      "What happens next:",
      "1. A member of our team reads your concern and decides how to look into it.",
      `2. By ${by} we will tell you what we have decided to do.`,
      "3. If we look into it further, we will keep you informed until it is closed.",
      "",
      "We tell the practitioner who raised a concern only if you agreed to that in the form.",
      "If someone is at risk of harm right now, call 111.",
    ],
  );
}

export function resumeLinkMail(to: string, link: string) {
  return letterMail(
    { to, name: undefined },
    "Your concern form: the link back to it",
    [
      "Someone asked us to e-mail this address a link back to a concern form they have",
      "started. To carry on with it, open:",
      "",
      link,
      "",
      "Anyone with this link can open the form, so do not pass it on. If you did not ask for",
      "it, you can ignore this e-mail.",
    ],
    [link],
  );
}
