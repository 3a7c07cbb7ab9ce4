// Helpers for tests of the registrar's desk: a client that keeps the desk_session cookie as a
// browser would and sends the desk's Origin, and a staff member taken through the whole
// sign-in (staff:add's link, password, enrolment) with a TOTP computed from the secret.
import { DESK_SESSION_COOKIE, deskPaths, type StaffRoleName } from "@portal/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../src/app.ts";
import type { Database, Db } from "../src/db/client.ts";
import { createAuditTrail } from "../src/modules/audit/index.ts";
import { addStaff } from "../src/modules/staff/admin/add-command.ts";
import { base32Decode, totpCode } from "../src/modules/staff/second-factor/totp.ts";
import {
  closeTestService,
  openTestService,
  type TestAppOptions,
  type TestClock,
  testClock,
} from "./app.ts";
import type { TestDatabase } from "./databases.ts";

export const DESK_ORIGIN = "https://desk.example.test";
export const STAFF_PASSWORD = "kauri-tree-lighthouse-42";

export interface DeskClient {
  /** The desk session id the client holds (undefined: none). */
  session: string | undefined;
  call(
    method: "GET" | "POST" | "PUT",
    url: string,
    body?: Record<string, unknown>,
    extra?: Partial<InjectOptions>,
  ): Promise<Awaited<ReturnType<App["inject"]>>>;
}

export function deskClient(app: App, remoteAddress = "198.51.100.20"): DeskClient {
  const client: DeskClient = {
    session: undefined,
    async call(method, url, body, extra = {}) {
      const res = await app.inject({
        method,
        url,
        remoteAddress,
        ...(body === undefined ? {} : { payload: body }),
        ...extra,
        // A header given as undefined in `extra` is left out (a request without an Origin).
        headers: Object.fromEntries(
          Object.entries({
            origin: DESK_ORIGIN,
            ...(client.session ? { cookie: `${DESK_SESSION_COOKIE}=${client.session}` } : {}),
            ...(extra.headers ?? {}),
          }).filter(([, value]) => value !== undefined),
        ),
      });
      const setCookie = [res.headers["set-cookie"] ?? []].flat().join("\n");
      const match = new RegExp(`${DESK_SESSION_COOKIE}=([^;]*)`).exec(setCookie);
      if (match) client.session = match[1] || undefined;
      return res;
    },
  };
  return client;
}

let counter = 0;
export const staffEmail = (name: string) => {
  counter += 1;
  return `${name}-${process.pid}-${counter}@council.example.test`;
};

/** `npm run staff:add`'s work: the account and the token of its one-time link. */
export async function addTestStaff(
  db: Db,
  clock: TestClock,
  email: string,
  role: StaffRoleName = "registrar",
) {
  const silent = { info: () => {}, error: () => {} };
  const audit = createAuditTrail({ db, clock, log: silent });
  const added = await addStaff(db, { email, role, reset: false }, { clock, audit });
  if (added.kind !== "created") throw new Error(`staff ${email}: ${added.kind}`);
  return added;
}

/** The current code of a Base32 secret, as an authenticator app shows it. */
export const currentCode = (secret: string, clock: TestClock) =>
  totpCode(base32Decode(secret), clock());

/** A staff member signed in with both factors: the client, the secret and recovery codes. */
export async function signedInStaff(
  app: App,
  db: Db,
  clock: TestClock,
  role: StaffRoleName = "registrar",
) {
  const email = staffEmail(role);
  const { token, staffId } = await addTestStaff(db, clock, email, role);
  const client = deskClient(app);
  const ok = async (res: Awaited<ReturnType<App["inject"]>>) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  await ok(await client.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD }));
  await ok(await client.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD }));
  const { secret } = await ok(await client.call("POST", deskPaths.enrolStart));
  const { recoveryCodes } = await ok(
    await client.call("POST", deskPaths.enrolConfirm, { code: currentCode(secret, clock) }),
  );
  return {
    client,
    email,
    staffId,
    secret: secret as string,
    recoveryCodes: recoveryCodes as string[],
  };
}

export interface DeskService {
  app: App;
  database: Database;
  clock: TestClock;
}

/**
 * The desk's staff as its suites make them, on `service` (read at each call, so a suite may take
 * these before its service opens): added by staff:add, signed in with both factors, a client of
 * the desk, and an authenticator's current code on the service's clock.
 */
export function deskKit(service: DeskService) {
  return {
    /** A member staff:add has just added: the e-mail, and the token of the one-time link. */
    async newStaff(name: string, role: StaffRoleName = "registrar") {
      const email = staffEmail(name);
      return { email, ...(await addTestStaff(service.database.db, service.clock, email, role)) };
    },
    signedIn: (role: StaffRoleName = "registrar") =>
      signedInStaff(service.app, service.database.db, service.clock, role),
    client: (remoteAddress?: string) => deskClient(service.app, remoteAddress),
    code: (secret: string) => currentCode(secret, service.clock),
  };
}

/**
 * For a suite of the desk: registers the beforeAll that opens the service on a fresh database
 * of `testDb` (with `options`), at the desk's origin on a test clock, and runs `prepare` on it, and the afterAll
 * that closes it. The fields are there once the suite's tests run; the kit's calls at any time.
 */
export function useDeskService(
  testDb: TestDatabase,
  prepare?: (service: DeskService) => Promise<unknown>,
  options: Omit<TestAppOptions, "clock"> | (() => Omit<TestAppOptions, "clock">) = {},
): DeskService & ReturnType<typeof deskKit> {
  const service = {} as DeskService;
  beforeAll(async () => {
    const clock = testClock();
    // A function: options known only once other beforeAlls ran (a provider's address).
    const { env, ...rest } = typeof options === "function" ? options() : options;
    const opened = await openTestService(testDb, {
      ...rest,
      clock,
      env: { PUBLIC_URL: DESK_ORIGIN, ...env },
    });
    Object.assign(service, opened, { clock });
    await prepare?.(service);
  });
  afterAll(() => closeTestService(service));
  return Object.assign(service, deskKit(service));
}
