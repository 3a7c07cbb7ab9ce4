// A suite's service with one practitioner who may start APC forms (the tile that adds them),
// for the suites of practising rounds and certificates.
import { apiPaths } from "@portal/contract";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll } from "vitest";
import type { App } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { type TestAppOptions, useTestService } from "./app.ts";
import type { TestDatabase } from "./databases.ts";
import { createTile, createUser } from "./factories.ts";
import { sessionHeader, signIn } from "./form-pages.ts";

export interface ApcPractitionerService {
  app: App;
  database: Database;
  aroha: { id: number; email: string; password: string };
  /** form_add of an APC as Aroha, on `app` (another instance on the same database) or ours. */
  addApc(on?: App): Promise<LightMyRequestResponse>;
  /** Aroha's session header on `app` (or ours). */
  signedIn(on?: App): Promise<Record<string, string>>;
}

export function useApcPractitioner(
  testDb: TestDatabase,
  options: TestAppOptions,
): ApcPractitionerService {
  const service = useTestService(testDb, options) as ApcPractitionerService;
  service.signedIn = async (on = service.app) => sessionHeader(await signIn(on, service.aroha));
  service.addApc = async (on = service.app) =>
    on.inject({ url: apiPaths.formAdd("APC"), headers: await service.signedIn(on) });
  beforeAll(async () => {
    service.aroha = await createUser(service.database.db, { firstName: "Aroha" });
    await createTile(service.database.db, {
      type: "apc",
      formType: { code: "APC", name: "Annual Practising Certificate", addable: true },
      assignTo: [service.aroha.id],
    });
  });
  return service;
}
