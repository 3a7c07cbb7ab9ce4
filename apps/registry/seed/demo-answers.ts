// What the demo practitioners answered on their completed forms, by page code (forms/*.yaml),
// as the service stores it: option ids, dates YYYY-MM-DD. Each completed form's PDF is
// rendered from these at seed time (demo-form-pdf.ts). A few answers are left from a question
// the person later hid by changing an earlier answer: the PDF must not print them.
import fixedAnswers from "./demo-answers.json" with { type: "json" };
import type { DemoForm } from "./demo-data.ts";

type Answers = NonNullable<DemoForm["values"]>;

/** An APC application for the 2025/2026 year. */
export const apcAnswers = (who: {
  registrationNumber: string;
  practiceType: string;
  scope: string;
  email: string;
  practice: { name: string; street: string; city: string };
}): Answers => ({
  details: {
    apc_year: "2025/2026",
    registration_number: who.registrationNumber,
    practice_type: who.practiceType,
    scopes_of_practice: [who.scope],
    email: who.email,
    phone: "",
  },
  practice: {
    workplaces: [
      {
        practice_name: who.practice.name,
        street_address: who.practice.street,
        city: who.practice.city,
        hours_per_week: 32,
        employment: "employee",
      },
    ],
    practice_notes: "",
  },
  recertification: {
    requirements_met: 1,
    requirements_met_explanation: "",
    cpd_log_true: true,
    medical_emergency_date: "2024-11-14",
    cpd_record: [],
  },
  fitness: {
    no_new_convictions: 1,
    no_new_convictions_explanation: "",
    fit_to_practise: 1,
    // Typed before the answer above was changed to Yes: hidden, so never printed.
    fit_to_practise_explanation: "Draft answer, withdrawn",
    indemnity: 1,
    indemnity_explanation: "",
    fitness_documents: [],
  },
  review: { declaration_agreed: true },
  invoice: { payment_reference: "APC-2025-2026" },
});

export const peerRelationshipAnswers = (peer: { id: string; name: string }): Answers => ({
  peer: {
    peer_person_id: peer.id,
    peer_peer_name: peer.name,
    peer_relationship_start_date: "2024-06-01",
  },
  relationship: {
    meeting_frequency: "quarterly",
    no_conflict: 1,
    conflict_explanation: "",
    agreement: [],
  },
  confirm: { peer_agreed: true },
});

/** Answers that depend on no one else's details are data, like the rest of the seed's lists. */
export const otherRelationshipAnswers: Answers = fixedAnswers.otherRelationship;
export const mentoringAnswers: Answers = fixedAnswers.mentoring;

export const peerConfirmationAnswers = (practitioner: { id: string; name: string }): Answers => ({
  practitioner: {
    practitioner_name: practitioner.name,
    practitioner_person_id: practitioner.id,
    apc_year: "2025/2026",
    relationship_known: true,
  },
  confirmation: {
    engaged: 1,
    engagement_explanation: "",
    meetings_held: 4,
    comments: "",
    confirmation_agreed: true,
  },
});

export const annualDeclarationAnswers = (
  year: number,
  peer: { id: string; name: string },
): Answers => ({
  peer: {
    peer_person_id: peer.id,
    peer_peer_name: peer.name,
    meetings: [
      { meeting_date: `${year - 1}-06-14`, meeting_format: "in_person", topics: "Case review" },
      { meeting_date: `${year - 1}-11-20`, meeting_format: "video", topics: "CPD plan" },
    ],
  },
  declarations: {
    plan_completed: 1,
    plan_explanation: "",
    plan_documents: [],
    standards_met: 1,
    standards_explanation: "",
  },
  submit: { declaration_agreed: true },
});
