// "E-mail me a link back": the only way back to a concern form is its token, so a raiser who
// closes the page can have a link to it sent. Anyone could type a stranger's address, so each
// request solves the captcha and the limits on e-mail to strangers apply (mail/stranger-mail.ts);
// the answer is the same whether a link was sent or not.
import { type ConcernResumeLink, concernPage, validationMessages } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { CaptchaVerifier } from "../captcha/index.ts";
import { type AnonymousForm, formMessages } from "../forms/index.ts";
import { type Outbox, type StrangerMailLimits, takeStrangerMail } from "../mail/index.ts";
import { resumeLinkMail } from "./concern-mails.ts";

/** Links one mailbox is sent a day, and the service an hour (over them nothing is sent). */
export const resumeLinkLimits: StrangerMailLimits = {
  purpose: "concern_resume_link",
  perMailboxPerDay: 5,
  allPerHour: 300,
};

export function createResumeLinks(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  captcha: CaptchaVerifier;
  portalUrl: string;
  concerns: AnonymousForm;
}) {
  return async (formId: string, body: ConcernResumeLink, ip: string): Promise<void> => {
    if (!(await deps.captcha.verify(body.captchaToken ?? "", ip))) {
      throw new ClientError(400, validationMessages.captchaMissing);
    }
    // Only a concern still being written has a way back: a submitted one answers no page.
    if (!(await deps.concerns.load(formId)).page) {
      throw new ClientError(404, formMessages.formNotFound);
    }
    const link = `${deps.portalUrl}/${concernPage}/${encodeURIComponent(formId)}`;
    await deps.db.transaction(async (tx) => {
      const outcome = await takeStrangerMail(tx, body.email, resumeLinkLimits, deps.clock());
      if (outcome === "sent") await deps.outbox.enqueue(tx, resumeLinkMail(body.email, link));
    });
  };
}
