// Helpers for tests of the register at the desk: a practice as the register holds it, and a
// service with one person on the register and a registrar and an admin signed in at the desk.
import { deskPaths, type StaffAuditPage, staffAuditPageSchema } from "@portal/contract";
import type { App } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { insertPractitioners, type NewPractice } from "../src/modules/register/index.ts";
import type { TestAppOptions } from "./app.ts";
import type { TestDatabase } from "./databases.ts";
import { type DeskClient, type DeskService, signedInStaff, useDeskService } from "./desk.ts";

/** The Person ID of the one person the desk's suite puts on the register. */
export const PERSON_ID = "80417";

/** The certificate they hold: the 2025/2026 practising year's, current on the tests' clock. */
export const PERSON_CERTIFICATE = {
  year: "2025/2026",
  startsOn: "2025-04-01",
  endsOn: "2026-03-31",
  status: "current",
} as const;

export const registerPractice = (overrides: Partial<NewPractice> = {}): NewPractice => ({
  practice: "Dental Hygiene Practice",
  qualifications: "BOH (Otago)",
  registrationDate: "2015-02-01",
  hpiNumber: "80ABCD",
  status: "Registered",
  ...overrides,
});

export interface RegisterDesk extends DeskService {
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
    options?: Omit<TestAppOptions, "env" | "clock">;
    prepare?: (service: { app: App; database: Database }) => Promise<void>;
  } = {},
): RegisterDesk {
  const desk = useDeskService(
    testDb,
    async (service) => {
      await setup.prepare?.(service);
      const registrar = await signedInStaff(service.app, service.database.db, service.clock);
      const admin = await signedInStaff(service.app, service.database.db, service.clock, "admin");
      Object.assign(service, {
        registrar: registrar.client,
        registrarId: registrar.staffId,
        admin: admin.client,
      });
      await service.database.db.transaction((tx) =>
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
            certificates: [PERSON_CERTIFICATE],
          },
        ]),
      );
    },
    setup.options,
  ) as unknown as RegisterDesk;
  return Object.assign(desk, {
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
  });
}
