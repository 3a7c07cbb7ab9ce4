// Helpers for tests of the register at the desk: a practice as the register holds it, and a
// service with one person on the register and a registrar and an admin signed in at the desk.
import { deskPaths, type StaffAuditPage, staffAuditPageSchema } from "@portal/contract";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { insertPractitioners, type NewPractice } from "../src/modules/register/index.ts";
import { closeTestService, openTestService, type TestAppOptions, testClock } from "./app.ts";
import type { TestDatabase } from "./databases.ts";
import { DESK_ORIGIN, type DeskClient, signedInStaff } from "./desk.ts";

/** The Person ID of the one person the desk's suite puts on the register. */
export const PERSON_ID = "80417";

export const registerPractice = (overrides: Partial<NewPractice> = {}): NewPractice => ({
  practice: "Dental Hygiene Practice",
  qualifications: "BOH (Otago)",
  registrationDate: "2015-02-01",
  hpiNumber: "80ABCD",
  status: "Registered",
  apcStatus: "Current",
  apcPeriod: "01/04/2025 - 31/03/2026",
  ...overrides,
});

export interface RegisterDesk {
  app: App;
  database: Database;
  registrar: DeskClient;
  registrarId: number;
  admin: DeskClient;
  /** The registrar's edit of PERSON_ID's record, sent as given. */
  edit(body: unknown): ReturnType<DeskClient["call"]>;
  /** The staff audit's first page of the registrar's register edits, as the admin reads it. */
  registrarEdits(): Promise<StaffAuditPage>;
}

/**
 * Registers the beforeAll that opens the service (with `options`), runs `prepare` on it, signs
 * a registrar and an admin in and puts Rawiri Paewai (PERSON_ID, one practice) on the register,
 * and the afterAll that closes it. The desk's fields are there once the suite's tests run.
 */
export function useRegisterDesk(
  testDb: TestDatabase,
  setup: {
    options?: TestAppOptions;
    prepare?: (service: { app: App; database: Database }) => Promise<void>;
  } = {},
): RegisterDesk {
  const desk = {
    edit: (body: unknown) =>
      desk.registrar.call(
        "PUT",
        deskPaths.registerRecord(PERSON_ID),
        body as Record<string, unknown>,
      ),
    registrarEdits: async () => {
      const query = `action=register.updated&staffId=${desk.registrarId}`;
      const res = await desk.admin.call("GET", `${deskPaths.audit}?${query}`);
      return staffAuditPageSchema.parse(res.json());
    },
  } as RegisterDesk;
  beforeAll(async () => {
    const clock = testClock();
    const { app, database } = await openTestService(testDb, {
      ...setup.options,
      env: { PUBLIC_URL: DESK_ORIGIN },
      clock,
    });
    Object.assign(desk, { app, database });
    await setup.prepare?.(desk);
    const registrar = await signedInStaff(app, database.db, clock);
    const admin = await signedInStaff(app, database.db, clock, "admin");
    Object.assign(desk, {
      registrar: registrar.client,
      registrarId: registrar.staffId,
      admin: admin.client,
    });
    await database.db.transaction((tx) =>
      insertPractitioners(tx, [
        {
          personId: PERSON_ID,
          firstNames: "Rawiri",
          surname: "Paewai",
          contact: "Nelson Dental, 03 555 0101",
          address: "4 Trafalgar Street",
          suburb: "Nelson Central",
          city: "Nelson",
          territorialAuthority: "Nelson City",
          dhb: "Nelson Marlborough",
          eligible: true,
          volunteer: true,
          practices: [registerPractice()],
        },
      ]),
    );
  });
  afterAll(() => closeTestService(desk));
  return desk;
}
