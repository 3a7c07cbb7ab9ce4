// A small gazetteer of New Zealand street addresses for the `address` render type's search,
// used when no address provider is configured (demo and tests). A deployment would search
// LINZ's NZ Street Address data or an AddressFinder account instead; the route stays the same.
import type { AddressSuggestion } from "@portal/contract";
import gazetteer from "./demo-addresses.json" with { type: "json" };

type Entry = [line1: string, suburb: string, city: string, postcode: string, line2?: string];

// The gazetteer itself is data, in demo-addresses.json beside this file: each entry a line1,
// suburb, city, postcode and maybe a line2.
const entries = gazetteer.map((entry): Entry => {
  const [line1, suburb, city, postcode, line2] = entry;
  if (!line1 || !suburb || !city || !postcode || entry.length > 5) {
    throw new Error(`demo-addresses.json: ${JSON.stringify(entry)} is not an address`);
  }
  return [line1, suburb, city, postcode, line2];
});

export const demoAddresses: readonly AddressSuggestion[] = entries.map(
  ([line1, suburb, city, postcode, line2], i) => ({
    id: `demo-${i + 1}`,
    label: [line2, line1, suburb, `${city} ${postcode}`].filter(Boolean).join(", "),
    line1,
    ...(line2 ? { line2 } : {}),
    suburb,
    city,
    postcode,
  }),
);
