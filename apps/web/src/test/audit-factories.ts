import {
  type AuditDraw,
  type AuditView,
  auditPaths,
  type EvidenceActivity,
  type PractitionerAudit,
  type SampledEvidence,
  type SampledPractitioner,
} from "@portal/contract";

/** A cultural safety workshop, with its certificate uploaded. */
export const workshop: EvidenceActivity = {
  formId: 41,
  date: "2026-05-12",
  category: "cultural",
  hours: 6.5,
  provider: "Te Whare Ako",
  description: "Tikanga in the dental chair",
  learning: "How whānau take part in decisions",
  practiceChange: "I ask who the patient wants with them",
  files: [{ id: 9, name: "certificate.pdf" }],
};

/** A clinical course with nothing uploaded. */
export const course: EvidenceActivity = {
  formId: 42,
  date: "2026-08-03",
  category: "clinical",
  hours: 1,
  provider: "",
  description: "Local anaesthesia refresher",
  learning: "",
  practiceChange: "",
  files: [],
};

export const SEED = "0123456789abcdef0123456789abcdef";

export function makeDraw(overrides: Partial<AuditDraw> = {}): AuditDraw {
  return {
    id: 1,
    seed: SEED,
    ratePercent: 5,
    drawnAt: "2026-11-20T01:00:00.000Z",
    drawnBy: "admin@example.org",
    reason: null,
    population: 60,
    strata: [
      { profession: "Dental hygienist", size: 40, drawn: 2 },
      { profession: "Dentist", size: 20, drawn: 1 },
    ],
    current: true,
    ...overrides,
  };
}

export function makeSampled(overrides: Partial<SampledPractitioner> = {}): SampledPractitioner {
  return {
    id: 7,
    personId: "31522",
    name: "Aroha Ngata",
    profession: "Dental hygienist",
    status: "submitted",
    evidenceSubmittedAt: "2026-11-25T02:00:00.000Z",
    outcome: null,
    remedialDue: null,
    note: "",
    decidedBy: null,
    decidedAt: null,
    ...overrides,
  };
}

/** An audit drawn and not yet noticed, unless `overrides` say otherwise. */
export function makeAuditView(overrides: Partial<AuditView> = {}): AuditView {
  return {
    id: 5,
    onDay: "2026-11-20",
    ratePercent: 5,
    evidenceDays: 28,
    noticesSentAt: null,
    evidenceDue: null,
    createdAt: "2026-11-20T01:00:00.000Z",
    sampled: 1,
    counts: [{ status: "drawn", count: 1, oldestDays: 2.4 }],
    draws: [makeDraw()],
    sample: [makeSampled({ status: "drawn", evidenceSubmittedAt: null })],
    ...overrides,
  };
}

export function makeEvidence(overrides: Partial<SampledEvidence> = {}): SampledEvidence {
  return {
    ...makeSampled(),
    auditId: 5,
    cycleStartsOn: "2025-04-01",
    cycleEndsOn: "2027-03-31",
    evidenceDue: "2026-12-18",
    activities: [workshop, course],
    ...overrides,
  };
}

export function makePractitionerAudit(
  overrides: Partial<PractitionerAudit> = {},
): PractitionerAudit {
  return {
    id: 7,
    profession: "Dental hygienist",
    cycleStartsOn: "2025-04-01",
    cycleEndsOn: "2027-03-31",
    evidenceDue: "2026-12-18",
    status: "awaiting",
    evidenceSubmittedAt: null,
    outcome: null,
    remedialDue: null,
    note: "",
    activities: [workshop, course],
    ...overrides,
  };
}

/** The fake service's answer to the audit's GET (render-app.tsx fakeService). */
export const auditAnswer = (audit: AuditView | (() => AuditView)) => ({
  [`GET ${auditPaths.audit(5)}`]: () =>
    Response.json(typeof audit === "function" ? audit() : audit),
});

/** A refusal as the service answers one: its status and its `message`. */
export const refusal =
  (message: string, status = 409) =>
  () =>
    Response.json({ message }, { status });
