// The request log as the running service writes it (main.ts's logger options, pino's JSON):
// opening a link that carries a secret – a desk set-password link, an e-mailed portal link and
// the call it makes, a file download, a payment page – leaves no secret in it, whatever the
// spelling of the path. PGlite only: the log does not depend on the database.
import { apiPaths, deskPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService, testClock } from "../../test/app.ts";
import { capturedLog } from "../../test/captured-log.ts";
import { testDatabases } from "../../test/databases.ts";
import {
  addTestStaff,
  DESK_ORIGIN,
  deskClient,
  STAFF_PASSWORD,
  staffEmail,
} from "../../test/desk.ts";
import type { App } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { passwordLinkUrl } from "../modules/staff/sign-in/password-links.ts";
import { newSecretToken } from "../secret-token.ts";
import { loggerOptions } from "./logging.ts";

const PUBLIC_URL = DESK_ORIGIN;
const pglite = testDatabases.find((db) => db.name === "pglite")!;

describe("the request log", () => {
  const { lines, stream } = capturedLog();
  const text = (from: number) =>
    lines
      .slice(from)
      .map((line) => JSON.stringify(line))
      .join("\n");
  let database: Database;
  let app: App;
  const clock = testClock();

  beforeAll(async () => {
    const options = loggerOptions(
      loadConfig({ NODE_ENV: "production", LOG_LEVEL: "info", SMTP_URL: "smtp://mail.example" }),
    );
    if (typeof options !== "object") throw new Error("the service's logger options are an object");
    ({ database, app } = await openTestService(pglite, {
      env: { PUBLIC_URL },
      clock,
      logger: { ...options, stream },
    }));
  });
  afterAll(() => closeTestService({ app, database }));

  /** The log lines of one request, opened as a browser opens it: the fragment stays behind. */
  async function logOfOpening(link: string) {
    const url = new URL(link, PUBLIC_URL);
    const before = lines.length;
    await app.inject({ method: "GET", url: url.pathname + url.search });
    return text(before);
  }

  it("holds no desk set-password token, and the link still sets the password", async () => {
    const { token } = await addTestStaff(database.db, clock, staffEmail("log"));
    const link = passwordLinkUrl(PUBLIC_URL, token);
    expect(link).toBe(`${PUBLIC_URL}/desk/set-password#${token}`);
    const log = await logOfOpening(link);
    expect(log).toContain('"url":"/desk/set-password"');
    expect(log).not.toContain(token);
    // The page posts the token it read from the fragment.
    const before = lines.length;
    const res = await deskClient(app).call("POST", deskPaths.setPassword, {
      token,
      password: STAFF_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(text(before)).not.toContain(token);
  });

  it.each([
    [
      "a desk link of the older form",
      (t: string) => `/desk/set-password/${t}`,
      "/desk/set-password/[token]",
    ],
    [
      "a portal e-mail link",
      (t: string) => `/confirm/reset_password/${t}`,
      "/confirm/reset_password/[token]",
    ],
    [
      "one under a basename",
      (t: string) => `/portal/confirm/apc/${t}`,
      "/portal/confirm/apc/[token]",
    ],
    [
      "the call it makes",
      (t: string) => apiPaths.validate(t),
      "/web_portal/api/v1/validate/[token]",
    ],
    [
      "that call spelled otherwise",
      (t: string) => `/web_portal/api/v1/%76alidate/${t}`,
      "/web_portal/api/v1/validate/[token]",
    ],
    ["a file download", (t: string) => apiPaths.file(7, t), "/registry/api/v1/file/7/[session]"],
    [
      "a payment page",
      (t: string) => `${apiPaths.payment}?amount=1&intent=${t}`,
      `${apiPaths.payment}?amount=1&intent=[redacted]`,
    ],
    [
      "a search with a session id",
      (t: string) => `${apiPaths.search}?FullName=a&sessionId=${t}`,
      `${apiPaths.search}?FullName=a&sessionId=[redacted]`,
    ],
  ])("holds no secret of %s", async (_label, link, logged) => {
    const token = newSecretToken();
    const log = await logOfOpening(link(token));
    expect(log).toContain(`"url":"${logged}"`);
    expect(log).not.toContain(token);
  });

  it("logs any other path as it was sent", async () => {
    const log = await logOfOpening("/registry/api/v1/form/APC/%61bc?x=1");
    expect(log).toContain('"url":"/registry/api/v1/form/APC/%61bc?x=1"');
  });
});
