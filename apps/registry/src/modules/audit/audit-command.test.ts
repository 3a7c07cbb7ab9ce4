// `npm run audit`: its arguments (a clear message and status 2 when wrong), and the records it
// prints from the service's own database – PGlite under a DATA_DIR (refused while the service
// holds it open) and PostgreSQL when TEST_DATABASE_URL names a server (read at any time) –
// called as a function and, once, as the real script.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/app.ts";
import { adminUrl, freshPostgresDatabase } from "../../../test/databases.ts";
import { runCommand } from "../../../test/operator-commands.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { runAuditCommand } from "./audit-command.ts";
import { createAuditTrail } from "./index.ts";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

const run = (argv: string[], env: Record<string, string | undefined> = {}) =>
  runCommand(runAuditCommand, argv, env);

describe("npm run audit's arguments", () => {
  it.each([
    [["--bogus"], "Unknown option '--bogus'"],
    [["stray"], "Unexpected argument 'stray'"],
    [["--event", "sign_in.maybe"], "--event must be one of sign_in.succeeded"],
    [["--since", "yesterday"], "--since must be an ISO 8601 date or time"],
    [["--until", "2026-13-45"], "--until must be an ISO 8601 date or time"],
    [["--since", "2026-03-02", "--until", "2026-03-01"], "--since must be before --until"],
    [["--limit", "0"], "--limit must be a whole number from 1 to 100000"],
    [["--limit", "ten"], "--limit must be a whole number"],
    [["--user", "   "], "--user needs an e-mail"],
    [["--user"], "argument missing"],
    [["--verify", "--json"], "--verify takes no other option but --head"],
    [["--head", `audit_events:1:${"a".repeat(64)}`], "--head goes with --verify"],
    [["--verify", "--head", "audit_events:1:abc"], "--head must be TABLE:SEQ:HASH"],
    [["--verify", "--head", `users:1:${"a".repeat(64)}`], "--head must be TABLE:SEQ:HASH"],
  ])(
    "refuses %j with a message and status 2, before opening any database",
    async (argv, message) => {
      const { status, out, err } = await run(argv, { DATA_DIR: "/nonexistent/audit-test" });
      expect(status).toBe(2);
      expect(out).toBe("");
      expect(err).toContain(message);
      expect(err).toContain("Usage: npm run audit");
    },
  );

  it("prints its usage for --help", async () => {
    const { status, out } = await run(["--help"]);
    expect(status).toBe(0);
    expect(out).toContain("--event NAME");
    expect(out).toContain("file.downloaded");
  });
});

describe("npm run audit on a database the service has not migrated yet", () => {
  it("says so, with status 1, on PGlite and on PostgreSQL", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "registry-audit-cli-bare-"));
    await (await openDatabase({ dataDir })).close();
    const envs: Record<string, string>[] = [{ DATA_DIR: dataDir }];
    const fresh = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
    if (fresh) envs.push({ DATABASE_URL: fresh.url });
    try {
      for (const env of envs) {
        const { status, err } = await run([], env);
        expect(status).toBe(1);
        expect(err).toContain("no audit_events table yet: start the service once");
      }
    } finally {
      await fresh?.drop();
    }
  });
});

interface Target {
  name: string;
  /** The database, migrated and open, and the environment the command finds it by. */
  open(): Promise<{ database: Database; env: Record<string, string>; drop(): Promise<void> }>;
}

const pgliteDataDir: Target = {
  name: "PGlite in a DATA_DIR",
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), "registry-audit-cli-"));
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    return { database, env: { DATA_DIR: dataDir }, drop: async () => {} };
  },
};
const postgresServer = (url: string): Target => ({
  name: "PostgreSQL",
  async open() {
    const fresh = await freshPostgresDatabase(url);
    const database = await openDatabase({ url: fresh.url, poolSize: 2 });
    await runMigrations(database);
    return { database, env: { DATABASE_URL: fresh.url }, drop: () => fresh.drop() };
  },
});
const targets = adminUrl ? [pgliteDataDir, postgresServer(adminUrl)] : [pgliteDataDir];

describe.each(targets)("npm run audit on $name", (target) => {
  let opened: Awaited<ReturnType<Target["open"]>>;
  let open = true;
  const closeService = async () => {
    if (open) await opened.database.close();
    open = false;
  };

  beforeAll(async () => {
    opened = await target.open();
    const clock = testClock(new Date("2026-03-01T00:00:00Z"));
    const silent = { info: () => {}, error: () => {} };
    const audit = createAuditTrail({ db: opened.database.db, clock, log: silent });
    const hour = 60 * 60_000;
    // An hour apart, oldest first.
    const events: Parameters<typeof audit.record>[0][] = [
      {
        event: "sign_in.failed",
        outcome: "failure",
        email: "Aroha@Example.ORG",
        ip: "203.0.113.1",
        detail: { reason: "wrong_password" },
      },
      {
        event: "sign_in.succeeded",
        outcome: "success",
        userId: 7,
        email: "aroha@example.org",
        ip: "203.0.113.1",
        detail: { method: "password" },
      },
      {
        event: "file.downloaded",
        outcome: "success",
        userId: 8,
        email: "sione@example.org",
        ip: "2001:db8::1",
        detail: { fileId: 42 },
      },
      { event: "session.ended", outcome: "success", userId: 7, email: "aroha@example.org" },
    ];
    for (const [i, event] of events.entries()) {
      if (i > 0) clock.advance(hour);
      await audit.record(event);
    }
  });
  afterAll(async () => {
    await closeService();
    await opened.drop();
  });

  it("reads PostgreSQL while the service has it open; refuses PGlite's directory while it is held", async () => {
    const { status, out, err } = await run(["--limit", "1"], opened.env);
    if (opened.env.DATABASE_URL) {
      expect({ status, err }).toEqual({ status: 0, err: "" });
      expect(out).toContain("session.ended");
    } else {
      expect(status).toBe(1);
      expect(err).toContain("stop the service first");
      expect(out).toBe("");
    }
    await closeService();
  });

  it("prints every record newest first as a table", async () => {
    const { status, out, err } = await run([], opened.env);
    expect({ status, err }).toEqual({ status: 0, err: "" });
    const lines = out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^at\s+event\s+outcome\s+user\s+email\s+ip\s+detail$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(0, 6))).toEqual([
      ["2026-03-01T03:00:00.000Z", "session.ended", "success", "7", "aroha@example.org", "-"],
      [
        "2026-03-01T02:00:00.000Z",
        "file.downloaded",
        "success",
        "8",
        "sione@example.org",
        "2001:db8::1",
      ],
      [
        "2026-03-01T01:00:00.000Z",
        "sign_in.succeeded",
        "success",
        "7",
        "aroha@example.org",
        "203.0.113.1",
      ],
      [
        "2026-03-01T00:00:00.000Z",
        "sign_in.failed",
        "failure",
        "-",
        "aroha@example.org",
        "203.0.113.1",
      ],
    ]);
    expect(lines[3]).toMatch(/\{"method":"password"\}$/);
  });

  it("filters by e-mail (as typed, any case), event and time, and limits, as JSON lines", async () => {
    const json = async (argv: string[]) => {
      const { status, out, err } = await run([...argv, "--json"], opened.env);
      expect({ status, err }).toEqual({ status: 0, err: "" });
      return out === ""
        ? []
        : out
            .trimEnd()
            .split("\n")
            .map((l) => JSON.parse(l));
    };
    expect((await json(["--user", " AROHA@example.org "])).map((r) => r.event)).toEqual([
      "session.ended",
      "sign_in.succeeded",
      "sign_in.failed",
    ]);
    expect(await json(["--event", "sign_in.failed"])).toMatchObject([
      {
        at: "2026-03-01T00:00:00.000Z",
        email: "aroha@example.org",
        userId: null,
        ip: "203.0.113.1",
        outcome: "failure",
        detail: { reason: "wrong_password" },
      },
    ]);
    const window = await json([
      "--since",
      "2026-03-01T01:00:00Z",
      "--until",
      "2026-03-01T03:00:00Z",
    ]);
    expect(window.map((r) => r.event)).toEqual(["file.downloaded", "sign_in.succeeded"]);
    expect((await json(["--limit", "2"])).map((r) => r.event)).toEqual([
      "session.ended",
      "file.downloaded",
    ]);
    expect(await json(["--user", "nobody@example.org"])).toEqual([]);
    expect((await run(["--user", "nobody@example.org"], opened.env)).out).toBe(
      "no audit records match\n",
    );
  });

  it("runs as the npm script does: node on cli.ts, with its exit status", () => {
    const env = { PATH: process.env.PATH ?? "", ...opened.env };
    const script = (argv: string[]) =>
      spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", CLI, ...argv], {
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
    const done = script(["--event", "file.downloaded", "--json"]);
    expect({ status: done.status, stderr: done.stderr }).toEqual({ status: 0, stderr: "" });
    expect(JSON.parse(done.stdout)).toMatchObject({
      event: "file.downloaded",
      detail: { fileId: 42 },
    });
    const refused = script(["--limit", "-3"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("audit:");
  });
});
