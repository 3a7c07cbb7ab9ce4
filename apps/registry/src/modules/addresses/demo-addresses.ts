// A small gazetteer of New Zealand street addresses for the `address` render type's search,
// used when no address provider is configured (demo and tests). A deployment would search
// LINZ's NZ Street Address data or an AddressFinder account instead; the route stays the same.
import type { AddressSuggestion } from "@portal/contract";

type Entry = [line1: string, suburb: string, city: string, postcode: string, line2?: string];

const entries: Entry[] = [
  ["1 Queen Street", "Auckland Central", "Auckland", "1010"],
  ["150 Karangahape Road", "Auckland Central", "Auckland", "1010"],
  ["12 Kōwhai Street", "Ponsonby", "Auckland", "1011"],
  ["221 Ponsonby Road", "Ponsonby", "Auckland", "1011"],
  ["48 Great North Road", "Grey Lynn", "Auckland", "1021"],
  ["7 Dominion Road", "Mount Eden", "Auckland", "1024"],
  ["310 Manukau Road", "Epsom", "Auckland", "1023"],
  ["15 Hurstmere Road", "Takapuna", "Auckland", "0622"],
  ["89 Great South Road", "Papatoetoe", "Auckland", "2025", "Unit 4"],
  ["2 Victoria Street", "Hamilton Central", "Hamilton", "3204"],
  ["455 Grey Street", "Hamilton East", "Hamilton", "3216"],
  ["1182 Hinemoa Street", "Rotorua Central", "Rotorua", "3010"],
  ["37 Fenton Street", "Rotorua Central", "Rotorua", "3010"],
  ["20 Devonport Road", "Tauranga Central", "Tauranga", "3110"],
  ["101 Maunganui Road", "Mount Maunganui", "Tauranga", "3116"],
  ["64 Tennyson Street", "Napier South", "Napier", "4110"],
  ["18 Devon Street East", "New Plymouth Central", "New Plymouth", "4310"],
  ["250 The Square", "Palmerston North Central", "Palmerston North", "4410"],
  ["1 Lambton Quay", "Wellington Central", "Wellington", "6011"],
  ["92 Cuba Street", "Te Aro", "Wellington", "6011"],
  ["33 Riddiford Street", "Newtown", "Wellington", "6021"],
  ["5 Queens Drive", "Lower Hutt Central", "Lower Hutt", "5010"],
  ["118 Trafalgar Street", "Nelson Central", "Nelson", "7010"],
  ["45 Colombo Street", "Sydenham", "Christchurch", "8023"],
  ["200 Riccarton Road", "Riccarton", "Christchurch", "8041"],
  ["6 Worcester Boulevard", "Christchurch Central", "Christchurch", "8013", "Level 2"],
  ["77 Stafford Street", "Timaru Central", "Timaru", "7910"],
  ["300 George Street", "Dunedin Central", "Dunedin", "9016"],
  ["14 Princes Street", "Dunedin Central", "Dunedin", "9016"],
  ["56 Dee Street", "Invercargill Central", "Invercargill", "9810"],
  ["9 Shotover Street", "Queenstown", "Queenstown", "9300"],
  ["23 Tītahi Bay Road", "Porirua", "Porirua", "5022"],
];

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
