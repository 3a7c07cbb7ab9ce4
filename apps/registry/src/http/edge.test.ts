// What the service does with requests it must refuse before any rule of a call runs: text no
// store can hold, answers that must never be cached, and paths Fastify
// cannot decode. On every database: the 500s these used to give came from the database.
import { connect } from "node:net";
import { apiPaths, requestMessages } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApcPages } from "../../test/apc-pages.ts";
import { closeTestService, openTestService } from "../../test/app.ts";
import { capturedLog } from "../../test/captured-log.ts";
import { testDatabases } from "../../test/databases.ts";
import { createForm, createTile, createUser } from "../../test/factories.ts";
import { postPage, sessionHeader, signIn, storedForm } from "../../test/form-pages.ts";
import type { App } from "../app.ts";
import type { Database } from "../db/client.ts";

const PINO_ERROR = 50;

describe.each(testDatabases)("the service's edge on $name", (testDb) => {
  let database: Database;
  let app: App;
  const log = capturedLog();
  let session: string;
  let token: string;
  const formUrl = (page: string) => `/registry/api/v1/form/APC/${token}/${page}`;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, { logger: log.logger }));
    const user = await createUser(database.db);
    await createTile(database.db, {
      type: "apc",
      formType: { code: "APC", name: "Annual Practising Certificate" },
      assignTo: [user.id],
    });
    session = await signIn(app, user);
    token = (await createForm(database.db, user.id, "APC", { name: "APC" })).token;
  });
  afterAll(() => closeTestService({ app, database }));

  describe("text that cannot be stored (a NUL, a lone surrogate)", () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    it.each([
      ["a path part", { method: "GET", url: "/registry/api/v1/form/APC/a%00b/personal" }],
      ["a query value", { method: "GET", url: `${apiPaths.search}?Address=%00` }],
      [
        "the sign-in e-mail",
        { method: "POST", url: apiPaths.login, headers: form, payload: "login=a%00b&password=x" },
      ],
      [
        "a JSON sign-in",
        { method: "POST", url: apiPaths.login, payload: { login: "a\ud800b", password: "x" } },
      ],
      [
        "the password reset e-mail",
        { method: "POST", url: apiPaths.resetPassword, headers: form, payload: "login=a%00b" },
      ],
    ] as const)("in %s answers 400 with a message, and nothing at error level", async (_l, req) => {
      const before = log.lines.length;
      const res = await app.inject({
        ...req,
        headers: { ...("headers" in req ? req.headers : {}), ...sessionHeader(session) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: requestMessages.unsafeText });
      expect(log.lines.slice(before).filter((l) => l.level >= PINO_ERROR)).toEqual([]);
    });

    it.each([
      ["a NUL", "a\u0000b"],
      ["a lone high surrogate", "\ud800"],
      ["a lone low surrogate", "x\udc00"],
    ])("in a saved value (%s) answers 400 and leaves the page as it was", async (_l, bad) => {
      const first = Object.keys(validApcPages)[0]!;
      const values = validApcPages[first]!;
      const field = Object.keys(values).find((k) => typeof values[k] === "string")!;
      const before = await storedForm(database.db, token);
      const res = await postPage(app, formUrl(first), { ...values, [field]: bad }, session);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: requestMessages.unsafeText });
      expect(await storedForm(database.db, token)).toEqual(before);
    });

    it("keeps well-formed text beyond the BMP (a surrogate pair) as it is", async () => {
      const res = await app.inject({
        url: `${apiPaths.search}?Address=${encodeURIComponent("Ōtautahi 🦷")}`,
        headers: sessionHeader(session),
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe("answers with personal data", () => {
    it.each([
      ["the signed-in user", apiPaths.user],
      ["a peer search", `${apiPaths.search}?FullName=a`],
      ["a form", `/registry/api/v1/form/APC/${"x"}`],
    ])("%s is never stored by a cache", async (_l, url) => {
      const res = await app.inject({ url, headers: sessionHeader(session) });
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("a refusal without a session is not cached either", async () => {
      const res = await app.inject({ url: apiPaths.user });
      expect(res.statusCode).toBe(401);
      expect(res.headers["cache-control"]).toBe("no-store");
    });
  });

  describe("a path that is not valid percent-encoding, sent with a body", () => {
    /** One raw HTTP/1.1 exchange: everything the service writes until it closes. */
    async function exchange(request: string): Promise<string> {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as { port: number };
      return new Promise((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.write(request));
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
        });
        socket.on("error", reject);
        // A connection left open fails the test on its assertions, not on the test's time-out.
        socket.setTimeout(5_000, () => socket.destroy());
        socket.on("close", () => resolve(answer));
      });
    }

    it("is one 400 with the security headers and a message, then the connection closes", async () => {
      // The body is itself a request line: left unread, it would be answered as a second one.
      const body = "GET /web_portal/api/v1/config HTTP/1.1\r\nHost: x\r\n\r\n";
      const answer = await exchange(
        `POST /web_portal/api/v1/lo%ZZgin HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(answer.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/^content-security-policy: default-src 'self'/im);
      expect(answer).toMatch(/^x-content-type-options: nosniff/im);
      expect(answer).toMatch(/^connection: close/im);
      expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
        message: requestMessages.badAddress,
      });
    });
  });
});
