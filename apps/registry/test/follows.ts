// Following a public record from a test, as a person does it: ask, open the e-mailed link.
import { followPaths } from "@portal/contract";
import type { App } from "../src/app.ts";
import type { MailMessage } from "../src/modules/mail/index.ts";

/** The token of a link to a follow page (it rides in the fragment). */
export const followTokenOf = (link: string | undefined) => link?.split("#")[1] ?? "";

/** As the portal's page sends it: JSON, from the service's own origin. */
const fromThePortal = (app: App) => ({ origin: app.core.apiOrigin });

export const askToFollow = (app: App, email: string, personId: string) =>
  app.inject({
    method: "POST",
    url: followPaths.follow(personId),
    payload: { email },
    headers: fromThePortal(app),
  });

export const confirmFollow = (app: App, token: string) =>
  app.inject({
    method: "POST",
    url: followPaths.confirm,
    payload: { token },
    headers: fromThePortal(app),
  });

/**
 * `email` follows the record of `personId`, confirmed from the link the outbox delivered to
 * `sent`; answers the confirmation's response.
 */
export async function followConfirmed(
  service: { app: App; sent: MailMessage[] },
  email: string,
  personId: string,
) {
  const asked = await askToFollow(service.app, email, personId);
  if (asked.statusCode !== 202) throw new Error(`follow answered ${asked.statusCode}`);
  await service.app.jobs.runDue();
  const mail = service.sent.findLast((m) => m.to === email);
  return confirmFollow(service.app, followTokenOf(mail?.links[0]));
}
