// The option lists form fields load from GET /registry/api/v1/options/{name} (SPEC §7
// "GET {endpoint from a field}"). Each list is named, declares the fields it depends on (the
// query parameters it reads) and answers its options from them. Form definitions name lists
// by endpoint; the definition check at start refuses an endpoint that is not listed here or a
// field whose dependsOn differs from the list's.
import { type Option, PLAN_GOAL_OPTIONS } from "@portal/contract";

export interface OptionList {
  name: string;
  /** The fieldNames whose values the list is asked with, in the order SPEC §4 sends them. */
  dependsOn: readonly string[];
  /** The options for these values; every dependency has a non-empty value when called. */
  options(values: Readonly<Record<string, string>>): readonly Option[];
}

/** The professions the Dental Council registers (New Zealand). */
const practiceTypes: readonly Option[] = [
  { id: "dentist", name: "Dentist" },
  { id: "dental_specialist", name: "Dental specialist" },
  { id: "dental_hygienist", name: "Dental hygienist" },
  { id: "dental_therapist", name: "Dental therapist" },
  { id: "oral_health_therapist", name: "Oral health therapist" },
  { id: "clinical_dental_technician", name: "Clinical dental technician" },
  { id: "dental_technician", name: "Dental technician" },
  { id: "orthodontic_auxiliary", name: "Orthodontic auxiliary" },
];

/** Scopes of practice gazetted for each profession. */
const scopesByPracticeType: Readonly<Record<string, readonly Option[]>> = {
  dentist: [{ id: "general_dental", name: "General dental practice" }],
  dental_specialist: [
    { id: "endodontics", name: "Endodontic specialist" },
    { id: "oral_maxillofacial_surgery", name: "Oral and maxillofacial surgery specialist" },
    { id: "oral_medicine", name: "Oral medicine specialist" },
    { id: "oral_pathology", name: "Oral pathology specialist" },
    { id: "oral_surgery", name: "Oral surgery specialist" },
    { id: "orthodontics", name: "Orthodontic and dentofacial orthopaedic specialist" },
    { id: "paediatric_dentistry", name: "Paediatric dentistry specialist" },
    { id: "periodontics", name: "Periodontic specialist" },
    { id: "prosthodontics", name: "Prosthodontic specialist" },
    { id: "public_health_dentistry", name: "Public health dentistry specialist" },
    { id: "restorative_dentistry", name: "Restorative dentistry specialist" },
    { id: "special_needs_dentistry", name: "Special needs dentistry specialist" },
  ],
  dental_hygienist: [
    { id: "dental_hygiene", name: "Dental hygiene practice" },
    { id: "orthodontic_auxiliary_practice", name: "Orthodontic auxiliary practice" },
  ],
  dental_therapist: [
    { id: "dental_therapy", name: "Dental therapy practice" },
    { id: "adult_care_dental_therapy", name: "Adult care in dental therapy practice" },
  ],
  oral_health_therapist: [{ id: "oral_health", name: "Oral health practice" }],
  clinical_dental_technician: [
    { id: "clinical_dental_technology", name: "Clinical dental technology practice" },
  ],
  dental_technician: [{ id: "dental_technology", name: "Dental technology practice" }],
  orthodontic_auxiliary: [
    { id: "orthodontic_auxiliary_practice", name: "Orthodontic auxiliary practice" },
  ],
};

const lists: readonly OptionList[] = [
  { name: "practice-types", dependsOn: [], options: () => practiceTypes },
  {
    name: "scopes-of-practice",
    dependsOn: ["practice_type"],
    options: ({ practice_type }) =>
      (practice_type !== undefined && Object.hasOwn(scopesByPracticeType, practice_type)
        ? scopesByPracticeType[practice_type]
        : undefined) ?? [],
  },
];

export const optionLists: ReadonlyMap<string, OptionList> = new Map(
  lists.map((list) => [list.name, list]),
);

/** The options of a list for the given dependency values; empty when one of them is empty. */
export function optionsFor(
  list: OptionList,
  values: Readonly<Record<string, unknown>>,
): ReturnType<OptionList["options"]> {
  const asked: Record<string, string> = {};
  for (const name of list.dependsOn) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof value !== "string" && typeof value !== "number") return [];
    const text = String(value).trim();
    if (text === "") return [];
    asked[name] = text;
  }
  return list.options(asked);
}

/**
 * Lists of the signed-in person's own things, which definitions may name like the lists above
 * but which are not public: the module that owns each answers it at its own route at the same
 * path, for the session's person, and the forms module checks a save against the form owner's
 * list (forms/pages/owner-options.ts). None depends on another field.
 */
export const ownerOptionLists: ReadonlySet<string> = new Set([PLAN_GOAL_OPTIONS]);
