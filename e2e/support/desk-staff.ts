// The desk's staff of the e2e suite, and the one-time links start-service leaves for the specs
// (add-desk-staff.ts makes them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestInfo } from "@playwright/test";
import type { StaffRoleName } from "@portal/contract";

export const deskStaff = {
  registrar: "registrar@desk.example.org",
  admin: "admin@desk.example.org",
  /** The renewal rounds' spec signs in an admin of its own: a one-time link is used once. */
  roundsAdmin: "rounds-admin@desk.example.org",
  /** A registrar of its own for the round view's spec: a one-time link serves one spec. */
  roundsRegistrar: "rounds@desk.example.org",
  /** The registrar who imposes and lifts a condition in desk-conditions.spec.ts. */
  conditionsRegistrar: "conditions@desk.example.org",
  /** The registrar who resolves a disputed peer relationship in recertification-peers.spec.ts. */
  peersRegistrar: "peers@desk.example.org",
  /** The investigator who works a concern's case in concerns.spec.ts. */
  investigator: "investigator@desk.example.org",
  /** The registrar who reads a flagged APC declaration in apc-declaration.spec.ts. */
  declarationRegistrar: "declarations@desk.example.org",
  /** The admin and the registrar of the recertification audit's spec. */
  auditAdmin: "audit-admin@desk.example.org",
  auditRegistrar: "audit-registrar@desk.example.org",
  /** The admin and the registrar of the audit's journey, from the draw to the outcome. */
  journeyAdmin: "journey-admin@desk.example.org",
  journeyRegistrar: "journey-registrar@desk.example.org",
} as const;
export type DeskStaffRole = keyof typeof deskStaff;

export const roleOf: Record<DeskStaffRole, StaffRoleName> = {
  registrar: "registrar",
  admin: "admin",
  roundsAdmin: "admin",
  roundsRegistrar: "registrar",
  conditionsRegistrar: "registrar",
  peersRegistrar: "registrar",
  investigator: "investigator",
  declarationRegistrar: "registrar",
  auditAdmin: "admin",
  auditRegistrar: "registrar",
  journeyAdmin: "admin",
  journeyRegistrar: "registrar",
};

export const LINKS_FILE = "desk-staff-links.json";

/** The one-time set-password link of each e2e staff member, of this test's project. */
export function deskStaffLinks(testInfo: TestInfo): Record<DeskStaffRole, string> {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error("E2E_DATA_ROOT is set by playwright.config.ts");
  return JSON.parse(readFileSync(join(root, testInfo.project.name, LINKS_FILE), "utf8"));
}
