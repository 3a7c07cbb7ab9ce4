// A practitioner as the peer search answers one (SPEC §3): the service's suite expects it for the
// register record it stores, and the portal's screens are shown it.
import type { PeerMatch } from "../src/search.ts";

type PeerPractice = PeerMatch["Practices"][number];

/** A current practice of Hēmi Pōmare's, with `overrides`. */
export const peerPractice = (overrides: Partial<PeerPractice> = {}): PeerPractice => ({
  Practice: "Orthodontic Specialist",
  Qualifications: "BDS, DClinDent (Orthodontics)",
  RegistrationDate: "2010-02-01",
  HPINumber: "12ABCD",
  Status: "Registered",
  APCStatus: "Current",
  APCPeriod: "01/04/2025 - 31/03/2026",
  ...overrides,
});

/** Hēmi Pōmare of Rotorua, Person ID 1001, with one practice unless `overrides` say otherwise. */
export const peerMatch = (overrides: Partial<PeerMatch> = {}): PeerMatch => ({
  FirstName: "Hēmi",
  Surname: "Pōmare",
  "Person ID": "1001",
  FullName: "Hēmi Pōmare",
  Contact: "Lakes Dental · 07 555 0101",
  City: "Rotorua",
  Suburb: "Ōhinemutu",
  TerritorialAuthority: "Rotorua District",
  DHB: "Lakes",
  Practices: [peerPractice()],
  ...overrides,
});
