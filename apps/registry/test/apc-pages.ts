// Values that pass every page of the shipped APC definition (forms/apc.yaml), as the portal
// posts them (repeating groups flattened), in page order.
export const validApcPages: Record<string, Record<string, unknown>> = {
  details: {
    apc_year: "1999/2000",
    registration_number: "DH-10482",
    practice_type: "dental_hygienist",
    scopes_of_practice: ["dental_hygiene", "orthodontic_auxiliary_practice"],
    email: "aroha@example.test",
    phone: "",
  },
  practice: {
    "workplaces[0].practice_name": "Rotorua Family Dental",
    "workplaces[0].street_address": "1182 Hinemoa Street",
    "workplaces[0].city": "Rotorua",
    "workplaces[0].hours_per_week": "32",
    "workplaces[0].employment": "employee",
    practice_notes: "",
  },
  recertification: {
    requirements_met: 17,
    requirements_met_explanation: "Cultural safety hours are booked for the hui in May.",
    cpd_log_true: true,
    medical_emergency_date: "12/02/2026",
    cpd_record: [],
  },
  fitness: {
    no_new_convictions: 1,
    no_new_convictions_explanation: "",
    fit_to_practise: 1,
    fit_to_practise_explanation: "",
    indemnity: 1,
    indemnity_explanation: "",
    fitness_documents: [],
  },
  review: { declaration_agreed: true },
  invoice: {},
};
