// What the review services need from the app: the database, the form definitions, the clock,
// the outbox and the audit trail, and where the portal is (for the e-mails).

import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import type { FormCatalogue, PinnedForm } from "../forms/index.ts";
import type { Outbox } from "../mail/index.ts";
import type { NotifyFollowers } from "../register/index.ts";

export interface ReviewDeps {
  db: Db;
  catalogue: FormCatalogue;
  clock: Clock;
  /** The applicant is told of a decision by e-mail, written with the decision. */
  outbox: Outbox;
  /** Every step of the staff is recorded in its staff trail. */
  audit: AuditTrail;
  /** The portal's address, for the e-mails. */
  portalUrl: string;
  /** The regulator's time zone: a decision's calendar date. */
  timeZone: string;
  /** A form changed outside the forms module (a return reopens it): forget any cached copy. */
  forgetForm?: ((token: string) => void) | undefined;
  /** An accept that changes the public record tells its followers, in the decision's transaction. */
  notifyFollowers: NotifyFollowers;
}

/** The definition a submitted form was answered on; none is a broken catalogue. */
export async function definitionOf(deps: Pick<ReviewDeps, "catalogue">, form: PinnedForm) {
  const definition = await deps.catalogue.of(form);
  if (!definition) {
    throw new Error(
      `no definition of the reviewed form type ${form.formTypeCode} version ${form.definitionVersion}`,
    );
  }
  return definition;
}
