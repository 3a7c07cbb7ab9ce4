import { accountMessages, apiPaths, validateResponseSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody } from "../../../test/accounts.ts";
import { closeTestService, openTestService, type TestClock, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createTile, createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { createEmailLinkService, type EmailLinkService } from "./service.ts";

describe("link addresses", () => {
  const links = (publicUrl: string, basename: string) =>
    createEmailLinkService({ db: {} as never, clock: () => new Date(), publicUrl, basename });

  it.each([
    ["https://portal.example.test", "/", "https://portal.example.test/confirm/reset_password/T"],
    ["https://portal.example.test/", "/", "https://portal.example.test/confirm/reset_password/T"],
    ["https://example.test", "/portal/", "https://example.test/portal/confirm/reset_password/T"],
    [
      "https://example.test/app",
      "/portal",
      "https://example.test/app/portal/confirm/reset_password/T",
    ],
  ])("PUBLIC_URL %s with basename %s → %s", (publicUrl, basename, expected) => {
    expect(links(publicUrl, basename).confirmUrl("reset_password", "T")).toBe(expected);
  });
});

describe.each(testDatabases)("e-mail confirmation links on $name", (testDb) => {
  let database: Database;
  let app: App;
  let clock: TestClock;
  let links: EmailLinkService;

  beforeAll(async () => {
    clock = testClock();
    ({ database, app } = await openTestService(testDb, { clock }));
    links = createEmailLinkService({
      db: database.db,
      clock,
      publicUrl: "http://localhost:8080",
      basename: "/",
    });
  });
  afterAll(() => closeTestService({ app, database }));

  it("signs the user in and names the confirmed form, once", async () => {
    const user = await createUser(database.db);
    const tile = await createTile(database.db, { formType: {}, assignTo: [user.id] });
    const form = await createForm(database.db, user.id, tile.formTypeCode!);
    const { token } = await links.issue(database.db, {
      userId: user.id,
      purpose: "confirm_email",
      formToken: form.token,
      ttlMs: 24 * 60 * 60 * 1000,
    });
    const res = await app.inject({ url: apiPaths.validate(token) });
    expect(res.statusCode).toBe(200);
    const body = validateResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      formType: tile.formTypeCode,
      formToken: form.token,
      message: accountMessages.emailConfirmed,
    });
    expect(body.userDetails.passwordResetPending).toBe(false);
    expect(body.tiles.map((t) => t.type)).toContain(tile.type);
    expect((await app.inject({ url: apiPaths.validate(token) })).statusCode).toBe(400);
  });

  it("lifts the account's sign-in locks, as a reset link does", async () => {
    const user = await createUser(database.db);
    const login = (password: string) =>
      app.inject({
        method: "POST",
        url: apiPaths.login,
        remoteAddress: "198.51.100.9",
        ...formBody({ login: user.email, password }),
      });
    for (let i = 0; i < 5; i++) expect((await login("wrong")).statusCode).toBe(401);
    expect((await login(user.password)).statusCode).toBe(429);
    const { token } = await links.issue(database.db, { userId: user.id, purpose: "confirm_email" });
    expect((await app.inject({ url: apiPaths.validate(token) })).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(200);
  });

  it("honours a link's own expiry", async () => {
    const user = await createUser(database.db);
    const { token } = await links.issue(database.db, {
      userId: user.id,
      purpose: "confirm_email",
      ttlMs: 5 * 60 * 1000,
    });
    clock.advance(5 * 60 * 1000);
    expect((await app.inject({ url: apiPaths.validate(token) })).json()).toEqual({
      message: accountMessages.linkInvalid,
    });
  });

  it("lets only one of two simultaneous uses of a link through", async () => {
    const user = await createUser(database.db);
    const { token } = await links.issue(database.db, { userId: user.id, purpose: "confirm_email" });
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ url: apiPaths.validate(token) })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });
});
