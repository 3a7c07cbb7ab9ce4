// The demo's practising years, as a New Zealand regulator's run: 1 April to 31 March.
import { addDays } from "@portal/contract";

export interface PractisingYear {
  /** "2026/2027". */
  year: string;
  /** YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
}

/** The practising year starting on 1 April of `starts`. */
const yearStarting = (starts: number): PractisingYear => ({
  year: `${starts}/${starts + 1}`,
  startsOn: `${starts}-04-01`,
  endsOn: `${starts + 1}-03-31`,
});

/** The practising year `today` (YYYY-MM-DD) falls in. */
export function practisingYearOf(today: string): PractisingYear {
  const year = Number(today.slice(0, 4));
  return yearStarting(today < `${year}-04-01` ? year - 1 : year);
}

/** The practising year after the one `today` falls in. */
export function nextPractisingYear(today: string): PractisingYear {
  return practisingYearOf(addDays(practisingYearOf(today).endsOn, 1));
}

/** The practising year `years` before the one given. */
export function earlierPractisingYear(of: PractisingYear, years: number): PractisingYear {
  return yearStarting(Number(of.startsOn.slice(0, 4)) - years);
}
