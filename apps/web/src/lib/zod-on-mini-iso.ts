// The `z.iso` member of the portal's zod (zod-on-mini-namespace.ts), in a module of its own:
// only lazy screens' schemas use it, and the portal's build keeps it out of the shell
// (vite.config.ts).
import * as mini from "zod/mini";
import { lift } from "./zod-on-mini-methods.ts";

// zod's own ISO patterns (zod/v4/core regexes.ts), checked by a refinement, which the shell
// has anyway: zod core's string formats would add a kilobyte to it for the desk alone.
const DAY =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?";
const OFFSET = "|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)";
const matching = (pattern: RegExp) =>
  lift(mini.string().check(mini.refine((value: string) => pattern.test(value))));
export const iso = {
  date: () => matching(new RegExp(`^${DAY}$`)),
  datetime: (params?: { offset?: boolean }) =>
    matching(new RegExp(`^${DAY}T(?:${TIME}(?:Z${params?.offset ? OFFSET : ""}))$`)),
};
