// The search benchmark's queries: what people type into the peer and volunteer searches, and
// what visitors of the public register ask for.
import { apiPaths, publicRegisterPaths } from "@portal/contract";

/** The mix: what people type into the peer and volunteer searches, without macrons. */
export const mix: Array<{ kind: string; query: Record<string, string> }> = [
  ...[
    "pomar",
    "ngat",
    "taufa",
    "smith",
    "tuhiw",
    "wilson",
    "fifita",
    "chen",
    "kopu",
    "odegaard",
  ].map((s) => ({ kind: "surname", query: { Surname: s } })),
  ...["aroha", "hemi", "sione", "olivia", "priya", "tane", "mele smith", "wiremu"].map((n) => ({
    kind: "name",
    query: { Name: n },
  })),
  ...["kowhai st", "totara road", "pohutukawa", "hinemoa", "12 queen"].map((a) => ({
    kind: "address",
    query: { Address: a },
  })),
  ...["wellington", "dunedin", "whangarei", "taupo", "nelson"].map((c) => ({
    kind: "city",
    query: { City: c, Volunteer: "1" },
  })),
  ...[
    "Orthodontic Specialist",
    "Periodontic Specialist",
    "Dental Therapy Practice",
    "Clinical Dental Technology Practice",
  ].map((p) => ({ kind: "practice", query: { Practice: p } })),
  { kind: "practice+surname", query: { Practice: "General Dental Practice", Surname: "parata" } },
];
/** The search URL of each query of the mix, in its order. */
export const paths = mix.map(
  ({ query }) =>
    `${apiPaths.search}?${new URLSearchParams({ limit: "20", start: "0", EligibleOnly: "1", ...query })}`,
);

/** The public register's mix: names without macrons, numbers, and filtered names. */
export const publicMix: Array<{ kind: string; query: Record<string, string> }> = [
  ...["pomare", "ngata", "aroha ngata", "taufa", "smith", "chen", "wiremu", "odegaard"].map(
    (q) => ({ kind: "name", query: { q } }),
  ),
  ...["10482", "50001", "71234", "99999"].map((registrationNumber) => ({
    kind: "number",
    query: { registrationNumber },
  })),
  { kind: "name+profession", query: { q: "smith", profession: "Dental hygienist" } },
  { kind: "name+profession", query: { q: "parata", profession: "Dentist" } },
  { kind: "name+city", query: { q: "wilson", city: "wellington" } },
  { kind: "name+city", query: { q: "singh", city: "auckland" } },
  { kind: "profession", query: { profession: "Dentist" } },
  { kind: "city", query: { city: "dunedin" } },
];
/** The public search URL of each query of its mix, in its order. */
export const publicPaths = publicMix.map(
  ({ query }) => `${publicRegisterPaths.search}?${new URLSearchParams(query)}`,
);
