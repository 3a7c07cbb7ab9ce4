// A realistic synthetic practitioner register, deterministic: person i is always the same
// person, whatever count is asked for, so seeding more people later only adds to the register.
import { practiceTypeNames } from "@portal/contract";
import type {
  HeldCertificate,
  NewPractice,
  NewPractitioner,
} from "../../src/modules/register/index.ts";
import { earlierPractisingYear, type PractisingYear } from "../practising-year.ts";
import { type NameGroup, nameGroups } from "./names.ts";
import { type Place, places } from "./places.ts";
import { composeAddress } from "./streets.ts";
import { draw, pick, type Rng, random, weightedOf } from "./weighted.ts";

// The generator makes exactly what the register's store writes.
type RegisterPractice = NewPractice;
type RegisterPerson = NewPractitioner;

/** Person IDs of generated people start here (the fixed people below use lower ones). */
export const FIRST_GENERATED_PERSON_ID = 50_001;

/** How common each practice type is, and the qualifications it comes with. */
const practiceProfiles: Record<string, { weight: number; qualifications: string[] }> = {
  "General Dental Practice": {
    weight: 40,
    qualifications: [
      "BDS (Otago)",
      "BDS (Otago), PGDipClinDent",
      "BDSc (Melbourne)",
      "BDS (Manchester)",
      "BDS (Mumbai), NZDREX",
    ],
  },
  "Dental Hygiene Practice": {
    weight: 12,
    qualifications: ["BOH (Otago)", "DipDH (Otago)", "BHSc (Oral Health) (AUT)"],
  },
  "Oral Health Therapy Practice": {
    weight: 10,
    qualifications: ["BOH (Otago)", "BHSc (Oral Health) (AUT)"],
  },
  "Dental Therapy Practice": {
    weight: 8,
    qualifications: ["DipDT (Otago)", "BHSc (Dental Therapy) (Otago)"],
  },
  "Dental Technology Practice": {
    weight: 8,
    qualifications: ["BDentTech (Otago)", "DipDentTech (Otago)"],
  },
  "Clinical Dental Technology Practice": {
    weight: 3,
    qualifications: ["BDentTech (Otago), PGDipCDTech"],
  },
  "Orthodontic Auxiliary Practice": {
    weight: 3,
    qualifications: ["Cert Orthodontic Auxiliary (NZDA)"],
  },
  "Adult Care in Dental Therapy Practice": {
    weight: 2,
    qualifications: ["DipDT (Otago), PGCertAdultCare"],
  },
};
const specialistQualification = (practice: string) =>
  `BDS (Otago), DClinDent (${practice.replace(/ Specialist$/, "")}), FRACDS`;
const profileOf = (practice: string) =>
  practiceProfiles[practice] ?? { weight: 1, qualifications: [specialistQualification(practice)] };

const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

function practiceFor(rng: Rng, practice: string): RegisterPractice {
  const year = 1985 + Math.floor(rng() * 40);
  const month = 1 + Math.floor(rng() * 12);
  const day = 1 + Math.floor(rng() * 28);
  const hpi = `${10 + Math.floor(rng() * 90)}${Array.from({ length: 4 }, () => pick(rng, letters.split(""))).join("")}`;
  return {
    practice,
    qualifications: pick(rng, profileOf(practice).qualifications),
    registrationDate: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    hpiNumber: hpi,
    status: "Registered",
  };
}

/**
 * The certificate of a person of the demo register: practising people hold the practising
 * year's, the others one that lapsed two years before it.
 */
function certificateIn(year: PractisingYear, practising: boolean): HeldCertificate {
  return practising
    ? { ...year, status: "current" }
    : { ...earlierPractisingYear(year, 2), status: "expired" };
}

const groups = weightedOf(nameGroups.map((group) => [group, group.share] as const));
const weightedPlaces = weightedOf(places.map((place) => [place, place.weight] as const));
const weightedPractices = weightedOf(
  practiceTypeNames.map((practice) => [practice, profileOf(practice).weight] as const),
);

function surnameIn(rng: Rng, group: NameGroup): string {
  return rng() < group.rareSurnameShare ? group.composeSurname(rng) : draw(rng, group.surnames);
}

/** Given names: one of the group's, and for a third of people a second of the group's. */
function firstNamesIn(rng: Rng, group: NameGroup): string {
  const first = draw(rng, group.firstNames);
  if (rng() >= 0.35) return first;
  const second = draw(rng, group.firstNames);
  return second === first ? first : `${first} ${second}`;
}

/**
 * The register's private e-mail of a generated person – a round's reminders go to it: at the
 * reserved example.org, never a domain someone could own, and their own (two people of one
 * name are two addresses).
 */
const privateEmail = (firstName: string, surname: string, personId: string) =>
  `${fold(firstName) || "person"}.${fold(surname) || "x"}.${personId}@example.org`;

/** The i-th person of the synthetic register (i from 0), certificates issued for `year`. */
export function generatePerson(index: number, year: PractisingYear): RegisterPerson {
  const rng = random(index * 2654435761 + 12345);
  const group = draw(rng, groups);
  const firstNames = firstNamesIn(rng, group);
  // Some surnames are double-barrelled, the second half from any group.
  const surname =
    rng() < 0.08
      ? `${surnameIn(rng, group)}-${surnameIn(rng, draw(rng, groups))}`
      : surnameIn(rng, group);
  const place: Place = draw(rng, weightedPlaces);
  const suburb = pick(rng, place.suburbs);
  const eligible = rng() < 0.92;
  const volunteer = eligible && rng() < 0.08;
  const first = draw(rng, weightedPractices);
  const kinds = [first];
  if (rng() < 0.12) {
    const second = draw(rng, weightedPractices);
    if (second !== first) kinds.push(second);
  }
  const firstName = firstNames.split(" ")[0]!;
  const phone = `0${pick(rng, ["3", "4", "6", "7", "9"])} ${100 + Math.floor(rng() * 900)} ${1000 + Math.floor(rng() * 9000)}`;
  const personId = String(FIRST_GENERATED_PERSON_ID + index);
  return {
    personId,
    firstNames,
    surname,
    contact: `${pick(rng, ["Smile", "Harbour", "City", "Family", "Kōwhai", "Southern"])} Dental, ${place.city} · ${phone} · ${fold(firstName)}.${fold(surname)}@example.nz`,
    email: privateEmail(firstName, surname, personId),
    address: composeAddress(rng),
    suburb,
    city: place.city,
    territorialAuthority: place.ta,
    dhb: place.dhb,
    eligible,
    volunteer,
    practices: kinds.map((kind) => practiceFor(rng, kind)),
    certificates: [certificateIn(year, eligible)],
  };
}

/** A scope of practice of a fixed person: registered (each holds the year's certificate). */
const currentPractice = (
  practice: string,
  qualifications: string,
  registrationDate: string,
  hpiNumber: string,
): RegisterPractice => ({
  practice,
  qualifications,
  registrationDate,
  hpiNumber,
  status: "Registered",
});

/**
 * People the demo relies on, always present: the peers named in the demo users' forms
 * (seed/demo-users.ts), a volunteer with macrons in every searchable name, and the demo
 * practitioner herself (registration DH-10482 in her forms), whom the public register finds.
 */
export const fixedPeople: Omit<RegisterPerson, "certificates">[] = [
  {
    personId: "40917",
    firstNames: "Sione",
    surname: "Taufa",
    contact: "Harbour Dental, Auckland · 09 555 0191 · sione.taufa@example.nz",
    email: "sione.taufa@example.org",
    address: "12 Kōwhai Street",
    suburb: "Ponsonby",
    city: "Auckland",
    territorialAuthority: "Auckland",
    dhb: "Auckland",
    eligible: true,
    volunteer: true,
    practices: [
      currentPractice(
        "General Dental Practice",
        "BDS (Otago), PGDipClinDent",
        "2009-02-16",
        "24QKTF",
      ),
    ],
  },
  {
    personId: "31522",
    firstNames: "Mere",
    surname: "Parata",
    contact: "Lakes Dental, Rotorua · 07 555 0142 · mere.parata@example.nz",
    email: "mere.parata@example.org",
    address: "5 Hinemoa Street",
    suburb: "Ōhinemutu",
    city: "Rotorua",
    territorialAuthority: "Rotorua District",
    dhb: "Lakes",
    eligible: true,
    volunteer: false,
    practices: [currentPractice("Dental Hygiene Practice", "BOH (Otago)", "2014-11-03", "31MPRT")],
  },
  {
    personId: "40001",
    firstNames: "Ātaahua Mīria",
    surname: "Ngārimu-Tūhoro",
    contact: "Whānau Ora Dental, Whakatāne · 07 555 0110 · ataahua.ngarimu@example.nz",
    email: "ataahua.ngarimu@example.org",
    address: "88 Pōhutukawa Drive",
    suburb: "Ōhope",
    city: "Whakatāne",
    territorialAuthority: "Whakatāne District",
    dhb: "Bay of Plenty",
    eligible: true,
    volunteer: true,
    practices: [
      currentPractice(
        "Oral Health Therapy Practice",
        "BHSc (Oral Health) (AUT)",
        "2018-03-01",
        "40ATNT",
      ),
      currentPractice(
        "Adult Care in Dental Therapy Practice",
        "DipDT (Otago), PGCertAdultCare",
        "2021-07-19",
        "40ATNU",
      ),
    ],
  },
  {
    personId: "10482",
    firstNames: "Aroha",
    surname: "Ngata",
    contact: "Rotorua Family Dental, Rotorua · 021 555 0142 · practitioner@example.org",
    email: "practitioner@example.org",
    address: "1182 Hinemoa Street",
    suburb: "Fenton Park",
    city: "Rotorua",
    territorialAuthority: "Rotorua District",
    dhb: "Lakes",
    eligible: true,
    volunteer: false,
    practices: [
      currentPractice(
        "Dental Hygiene Practice",
        "BHSc (Oral Health) (AUT)",
        "2012-02-20",
        "10AKNG",
      ),
    ],
  },
];

/**
 * The register of `count` people: the fixed people, then generated ones, certificates issued
 * for the practising year `year` (the one a fresh start falls in).
 */
export function* registerPeople(count: number, year: PractisingYear): Generator<RegisterPerson> {
  for (let i = 0; i < count; i++) {
    yield i < fixedPeople.length
      ? { ...fixedPeople[i]!, certificates: [certificateIn(year, true)] }
      : generatePerson(i - fixedPeople.length, year);
  }
}
