// A renewal round as the suites set one: 2027/2028, opening 1 February 2027, renew by 31 March,
// 14 days' grace. The service's suites add it to their database; the desk's screens are shown it.
import type { RoundBody } from "../src/desk/rounds.ts";

export const SAMPLE_ROUND = {
  year: "2027/2028",
  startsOn: "2027-04-01",
  endsOn: "2028-03-31",
  opensOn: "2027-02-01",
  deadline: "2027-03-31",
  graceDays: 14,
  feeCents: 121050,
} satisfies Omit<RoundBody, "lateFeeCents">;
