// Whether a condition on practice applies on a day, read from its dates: from the day it starts
// until the day before it is lifted, and through its end date when it has one. Nothing stored
// says "in force", so a condition that ended or was lifted drops off every surface that day.
import type { PublicCondition } from "@portal/contract";

export interface HeldCondition {
  type: string;
  wording: string;
  startsOn: string;
  endsOn: string | null;
  reviewOn: string | null;
  liftedOn: string | null;
}

export function conditionInForce(c: HeldCondition, today: string): boolean {
  if (today < c.startsOn) return false;
  if (c.liftedOn !== null && today >= c.liftedOn) return false;
  return c.endsOn === null || today <= c.endsOn;
}

/** The conditions in force on `today`, as the public sees them. */
export function publicConditionsOf(
  held: readonly HeldCondition[],
  today: string,
): PublicCondition[] {
  return held
    .filter((c) => conditionInForce(c, today))
    .map(({ type, wording, startsOn, endsOn, reviewOn }) => ({
      type,
      wording,
      startsOn,
      endsOn,
      reviewOn,
    }));
}
