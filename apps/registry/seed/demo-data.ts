// The demo data: what a New Zealand oral-health regulator's portal holds for two practitioners.
// Declarative only; seed.ts writes it. This file has the tiles and form types; the users and
// their forms are in demo-users.ts.
import type { PageValues } from "@portal/forms";
import type { NewPractisingRound } from "../src/modules/rounds/index.ts";
import { NEW_ACCOUNT_TILE_TYPE } from "../src/modules/tiles/store.ts";

export const DEMO_PASSWORD = "correct-horse-battery";

export interface DemoFormType {
  code: string;
  name: string;
  formDisplay?: boolean;
  addable?: boolean;
  deletable?: boolean;
}

export interface DemoTile {
  type: string;
  name: string;
  formTypes: DemoFormType[];
  subTiles?: DemoTile[];
}

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

/** A form type a practitioner adds and deletes as they need. */
const addedAndDeletedAtWill = (code: string, name: string): DemoFormType => ({
  code,
  name,
  addable: true,
  deletable: true,
});
const apc = addedAndDeletedAtWill("APC", "Annual Practising Certificate");
const peer = addedAndDeletedAtWill("PEER-RELATIONSHIP", "Professional peer relationship");
const other = addedAndDeletedAtWill("OTHER-RELATIONSHIP", "Other professional relationship");
const mentoring = addedAndDeletedAtWill("MENTORING-RELATIONSHIP", "Mentoring relationship");
const volunteer: DemoFormType = { code: "RECERT-VOLUNTEER-SEARCH", name: "Volunteer peer search" };
const confirmation: DemoFormType = {
  code: "PEER-CONFIRMATION",
  name: "Professional peer confirmation",
};
const declaration: DemoFormType = {
  code: "ANNUAL-DECLARATION",
  name: "Annual declaration",
  addable: true,
};

/**
 * What an account created by a registration application gets (modules/forms gives it every
 * tile of type NEW_ACCOUNT_TILE_TYPE): its submitted application, so an applicant can see it
 * arrived. Not given to the demo practitioners.
 */
export const newAccountTiles: DemoTile[] = [
  {
    type: NEW_ACCOUNT_TILE_TYPE,
    name: "My registration application",
    formTypes: [{ code: "REGISTRATION", name: "Application for registration" }],
  },
];

/** Every tile type SPEC §3 names, in dashboard order; both demo users get all of them. */
export const demoTiles: DemoTile[] = [
  { type: "apc", name: "Annual Practising Certificate", formTypes: [apc] },
  {
    type: "recertification",
    name: "Recertification",
    formTypes: [],
    subTiles: [
      { type: "manage_relationship", name: "Professional peer relationships", formTypes: [peer] },
      {
        type: "manage_other_relationships",
        name: "Other professional relationships",
        // Two addable types: its add button opens the Add form dialog (SPEC §2 List screens).
        formTypes: [other, mentoring],
      },
      { type: "volunteer_search", name: "Find a volunteer peer", formTypes: [volunteer] },
    ],
  },
  { type: "view_confirmation_forms", name: "Confirmation forms", formTypes: [confirmation] },
  { type: "view_annual_declarations", name: "Annual declarations", formTypes: [declaration] },
];
