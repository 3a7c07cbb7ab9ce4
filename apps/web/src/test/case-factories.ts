import {
  type CaseDetail,
  type CaseFigures,
  type CaseItem,
  type CaseStageEntry,
  caseStagePaths,
  type StaffMe,
} from "@portal/contract";

/** Staff of each role, as the desk's `me` answers them. */
export const staffOf = (role: StaffMe["role"]): StaffMe => ({
  email: `${role}@example.org`,
  role,
});

/** A stage as the service lists it: in use, recording nothing, unless `extra` says otherwise. */
export const makeCaseStage = (
  code: string,
  name: string,
  extra: Partial<CaseStageEntry> = {},
): CaseStageEntry => ({ code, name, recordsReferredTo: false, retired: false, ...extra });

/** The stages as migrated: the six the contract fixed before admins could set them. */
export const migratedStages = [
  makeCaseStage("received", "Received"),
  makeCaseStage("triage", "Triage"),
  makeCaseStage("assessment", "Assessment"),
  makeCaseStage("investigation", "Investigation"),
  makeCaseStage("referred", "Referred", { recordsReferredTo: true }),
  makeCaseStage("closed", "Closed"),
];

/** The fake service's answer to the stages' GET (render-app.tsx fakeService). */
export const stagesAnswer = (stages: readonly CaseStageEntry[] = migratedStages) => ({
  [`GET ${caseStagePaths.stages}`]: () => Response.json({ stages }),
});

export function makeCaseItem(overrides: Partial<CaseItem> = {}): CaseItem {
  return {
    reference: "C-2026-000042",
    receivedAt: "2026-11-20T01:00:00.000Z",
    source: "patient",
    practitioner: { personId: "31522", registrationNumber: "DH 1234", name: "Mere Parata" },
    practitionerNamed: "",
    category: null,
    risk: null,
    stage: "triage",
    stageSince: "2026-11-21T01:00:00.000Z",
    daysInStage: 3,
    claimedBy: null,
    linkedTo: null,
    outcome: null,
    ...overrides,
  };
}

export function makeCaseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...makeCaseItem(),
    sharesIdentity: false,
    pages: [
      {
        code: "concern",
        name: "Your concern",
        changed: false,
        sections: [
          {
            title: "",
            groups: [
              {
                groupId: "what",
                title: "",
                repeating: false,
                answers: [
                  {
                    fieldName: "what_happened",
                    label: "What happened",
                    value: "The practitioner did not wash their hands.",
                    changed: false,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    files: [{ id: 5, name: "photo.jpg", type: "other", mimeType: "image/jpeg", size: 2048 }],
    tasks: [],
    events: [],
    joined: [],
    ...overrides,
  };
}

export function makeCaseFigures(overrides: Partial<CaseFigures> = {}): CaseFigures {
  return {
    bySource: { patient: 3, employer: 1 },
    byCategory: { infection_control: 2 },
    byStage: { triage: 3, closed: 1 },
    byOutcome: { no_further_action: 1 },
    ages: [{ stage: "triage", count: 3, oldestDays: 12, medianDays: 4 }],
    ...overrides,
  };
}
