// The demo data: what a New Zealand oral-health regulator's portal holds for two practitioners.
// Declarative only; seed.ts writes it, outside production only. This file has the shapes and
// the demo's past round; the users and their forms are in demo-users.ts. The tiles they see are
// the product's own (tile-catalogue.ts).
import type { PageValues } from "@portal/forms";
import type { NewPractisingRound } from "../src/modules/renewal/index.ts";

export const DEMO_PASSWORD = "correct-horse-battery";

export interface DemoFile {
  name: string;
  type: "form" | "invoice" | "other";
  mimeType: string;
  bytes: Buffer;
}

export interface DemoForm {
  formType: string;
  name: string;
  state: "in_progress" | "completed";
  writeDate: Date;
  practitioner?: string;
  apcYear?: string;
  dueDate?: Date;
  confirmationStatus?: string;
  confirmationDate?: Date;
  declarationDate?: Date;
  files?: DemoFile[];
  /**
   * A completed form's PDF (its `form` attachment), rendered at seed time from `values` by the
   * service's printer, as the render endpoint would have stored it.
   */
  pdfName?: string;
  /**
   * Saved page values by page code (forms/*.yaml): the pages an in-progress form has done,
   * every page of a completed one.
   */
  values?: Record<string, PageValues>;
}

/**
 * The practising rounds before the one the service's first migration keeps (2026/2027): the
 * demo's completed applications were filed in 2025/2026.
 */
export const demoRounds: NewPractisingRound[] = [
  {
    year: "2025/2026",
    startsOn: "2025-04-01",
    endsOn: "2026-03-31",
    opensOn: "2025-02-01",
    deadline: "2025-03-31",
    feeCents: 112000,
  },
];

export interface DemoUser {
  email: string;
  firstName: string;
  displayName: string;
  forms: DemoForm[];
}

/**
 * Midday in New Zealand on `day` (YYYY-MM-DD), so a date shows as the same calendar day in
 * any time zone a reviewer is likely to be in.
 */
export const nz = (day: string) => new Date(`${day}T12:00:00+12:00`);
