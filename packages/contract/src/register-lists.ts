/**
 * The fixed lists of SPEC §9 for the peer and volunteer searches, shipped as data in the
 * contract: the portal offers them as selects, the registry's synthetic register draws from
 * them, and a search filter that names an entry matches it exactly.
 */

export interface ListEntry {
  /** What the search sends (Practice, TA, DHB). */
  value: string;
  /** What the select shows. */
  label: string;
}

const entries = (names: readonly string[]): ListEntry[] =>
  names.map((name) => ({ value: name, label: name }));

/** The 20 District Health Board regions of New Zealand (as they were until July 2022). */
export const dhbRegionNames = [
  "Northland",
  "Waitematā",
  "Auckland",
  "Counties Manukau",
  "Waikato",
  "Lakes",
  "Bay of Plenty",
  "Tairāwhiti",
  "Taranaki",
  "Hawke's Bay",
  "Whanganui",
  "MidCentral",
  "Hutt Valley",
  "Capital and Coast",
  "Wairarapa",
  "Nelson Marlborough",
  "West Coast",
  "Canterbury",
  "South Canterbury",
  "Southern",
] as const;

/**
 * The 66 territorial authorities of the North and South Islands (Stats NZ names; the
 * Chatham Islands Territory is not one of the 66 the register lists), then the one entry
 * for land outside any of them.
 */
export const territorialAuthorityNames = [
  "Far North District",
  "Whangārei District",
  "Kaipara District",
  "Auckland",
  "Thames-Coromandel District",
  "Hauraki District",
  "Waikato District",
  "Matamata-Piako District",
  "Hamilton City",
  "Waipā District",
  "Ōtorohanga District",
  "South Waikato District",
  "Waitomo District",
  "Taupō District",
  "Western Bay of Plenty District",
  "Tauranga City",
  "Rotorua District",
  "Whakatāne District",
  "Kawerau District",
  "Ōpōtiki District",
  "Gisborne District",
  "Wairoa District",
  "Hastings District",
  "Napier City",
  "Central Hawke's Bay District",
  "New Plymouth District",
  "Stratford District",
  "South Taranaki District",
  "Ruapehu District",
  "Whanganui District",
  "Rangitīkei District",
  "Manawatū District",
  "Palmerston North City",
  "Tararua District",
  "Horowhenua District",
  "Kāpiti Coast District",
  "Porirua City",
  "Upper Hutt City",
  "Lower Hutt City",
  "Wellington City",
  "Masterton District",
  "Carterton District",
  "South Wairarapa District",
  "Tasman District",
  "Nelson City",
  "Marlborough District",
  "Kaikōura District",
  "Buller District",
  "Grey District",
  "Westland District",
  "Hurunui District",
  "Waimakariri District",
  "Christchurch City",
  "Selwyn District",
  "Ashburton District",
  "Timaru District",
  "Mackenzie District",
  "Waimate District",
  "Waitaki District",
  "Central Otago District",
  "Queenstown-Lakes District",
  "Dunedin City",
  "Clutha District",
  "Southland District",
  "Gore District",
  "Invercargill City",
  "Area Outside Territorial Authority",
] as const;

/** The 21 oral-health practice types (Dental Council scopes of practice). */
export const practiceTypeNames = [
  "General Dental Practice",
  "Endodontic Specialist",
  "Oral and Maxillofacial Surgery Specialist",
  "Oral Medicine Specialist",
  "Oral Pathology Specialist",
  "Oral Surgery Specialist",
  "Orthodontic Specialist",
  "Paediatric Dentistry Specialist",
  "Periodontic Specialist",
  "Prosthodontic Specialist",
  "Public Health Dentistry Specialist",
  "Restorative Dentistry Specialist",
  "Special Needs Dentistry Specialist",
  "Forensic Odontology Specialist",
  "Dental Hygiene Practice",
  "Orthodontic Auxiliary Practice",
  "Dental Therapy Practice",
  "Adult Care in Dental Therapy Practice",
  "Oral Health Therapy Practice",
  "Clinical Dental Technology Practice",
  "Dental Technology Practice",
] as const;

/** How every specialist's scope of practice ends. */
export const specialistPracticeSuffix = " Specialist";

/** The label of the empty practice choice: no practice filter. */
export const ALL_PRACTICES_LABEL = "All Oral Health Practitioners";

export const registerLists = {
  /** 22 entries: everyone (empty value), then the 21 practice types. */
  practiceTypes: [{ value: "", label: ALL_PRACTICES_LABEL }, ...entries(practiceTypeNames)],
  /** 67 entries: the 66 territorial authorities and `Area Outside Territorial Authority`. */
  territorialAuthorities: entries(territorialAuthorityNames),
  /** 20 entries. */
  dhbRegions: entries(dhbRegionNames),
} as const;
