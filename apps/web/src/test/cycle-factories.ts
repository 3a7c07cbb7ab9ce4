import { type Cycle, cyclePaths } from "@portal/contract";

/** The hygienists' two-year cycle: two categories with minimums, a plan, two peer contacts. */
export const hygienists: Cycle = {
  id: 3,
  profession: "Dental hygienist",
  startsOn: "2025-04-01",
  endsOn: "2027-03-31",
  years: 2,
  totalHours: 40,
  categoryHours: { clinical: 20, cultural: 4 },
  planRequired: true,
  peerContacts: 2,
};

/** The dentists' one-year cycle: hours in all and nothing else. */
export const dentists: Cycle = {
  id: 4,
  profession: "Dentist",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  years: 1,
  totalHours: 20,
  categoryHours: {},
  planRequired: false,
  peerContacts: 0,
};

/** The fake service's answer to the cycles' GET (render-app.tsx fakeService). */
export const cycleAnswer = (items: readonly Cycle[] = [hygienists, dentists]) => ({
  [`GET ${cyclePaths.cycles}`]: () => Response.json({ items }),
});
