// `npm run staff:add`: its arguments, and its work on the service's database – PGlite under a
// DATA_DIR and PostgreSQL when TEST_DATABASE_URL names a server – called as a function and,
// once, as the real script: a new account and its link, a refused second add, --reset.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CommandDatabase,
  commandTargets,
  expectArgumentsRefused,
  runCommand,
} from "../../../../test/operator-commands.ts";
import type { Database } from "../../../db/client.ts";
import {
  auditEvents,
  staffAccounts,
  staffPasswordLinks,
  staffSessions,
} from "../../../db/schema.ts";
import { hashSecretToken } from "../../../secret-token.ts";
import { runStaffAddCommand } from "./add-command.ts";

const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));
const PUBLIC_URL = "https://portal.example.test";
const LINK = new RegExp(`^${PUBLIC_URL}/desk/set-password#([A-Za-z0-9_-]{43})$`, "m");

const run = (argv: string[], env: Record<string, string | undefined> = {}) =>
  runCommand(runStaffAddCommand, argv, { PUBLIC_URL, ...env });

describe("npm run staff:add's arguments", () => {
  it.each([
    [["--role", "admin"], "--email needs an e-mail address"],
    [["--email", "not-an-email", "--role", "admin"], "--email needs an e-mail address"],
    [["--email", "a@example.org"], "--role is required"],
    [
      ["--email", "a@example.org", "--role", "boss"],
      "--role must be registrar, admin or investigator",
    ],
    [["--email", "a@example.org", "--role", "admin", "--bogus"], "Unknown option '--bogus'"],
  ])("refuses %j with a message and status 2, before opening any database", async (argv, text) => {
    const answer = await run(argv, { DATA_DIR: "/nonexistent/staff-test" });
    expectArgumentsRefused(answer, text, "Usage: npm run staff:add");
  });

  it("refuses a PUBLIC_URL that is no address, before opening any database", async () => {
    const answer = await run(["--email", "a@example.org", "--role", "admin"], {
      PUBLIC_URL: "portal.example.test",
      DATA_DIR: "/nonexistent/staff-test",
    });
    expectArgumentsRefused(
      answer,
      'PUBLIC_URL must be an absolute URL, got "portal.example.test"',
      "Usage: npm run staff:add",
    );
  });

  it("prints its usage for --help", async () => {
    const { status, out } = await run(["--help"]);
    expect(status).toBe(0);
    expect(out).toContain("--reset");
  });
});

describe.each(commandTargets)("npm run staff:add on $name", (target) => {
  let opened: CommandDatabase;
  beforeAll(async () => {
    opened = await target.migrated();
  });
  afterAll(() => opened.drop());

  /** Reads the database between runs (PGlite's directory is one process's at a time). */
  async function inspect<T>(read: (database: Database) => Promise<T>): Promise<T> {
    const database = await opened.connect();
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }

  it("adds an account and prints its link; refuses it again; --reset issues a new link", async () => {
    const added = await run(
      ["--email", " Mere@Council.Example.TEST ", "--role", "admin"],
      opened.env,
    );
    expect({ status: added.status, err: added.err }).toEqual({ status: 0, err: "" });
    const token = LINK.exec(added.out)?.[1];
    expect(token).toBeDefined();
    expect(added.out).toContain("(valid for 1 hour, until ");
    const account = await inspect(async ({ db }) => {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, "mere@council.example.test"));
      const links = await db.select().from(staffPasswordLinks);
      expect(links.map((l) => l.tokenHash)).toEqual([hashSecretToken(token!)]);
      expect(links[0]!.expiresAt.getTime() - links[0]!.createdAt.getTime()).toBe(3_600_000);
      return row!;
    });
    expect(account).toMatchObject({ role: "admin", passwordHash: null, disabled: false });

    const twice = await run(
      ["--email", "mere@council.example.test", "--role", "admin"],
      opened.env,
    );
    expect(twice.status).toBe(2);
    expect(twice.err).toContain("already has a staff account");
    expect(twice.out).toBe("");

    // --reset: a password and a session exist; both go, the old link too, a new link comes.
    await inspect(async ({ db }) => {
      await db
        .update(staffAccounts)
        .set({ passwordHash: "x", totpSecret: "y", totpEnrolledAt: new Date() })
        .where(eq(staffAccounts.id, account.id));
      await db.insert(staffSessions).values({
        idHash: "h".repeat(64),
        staffId: account.id,
        createdAt: new Date(),
        lastSeenAt: new Date(),
        mfaPassedAt: new Date(),
      });
    });
    const reset = await run(
      ["--email", "mere@council.example.test", "--reset", "--role", "registrar"],
      opened.env,
    );
    expect(reset.status).toBe(0);
    const newToken = LINK.exec(reset.out)?.[1];
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(token);
    await inspect(async ({ db }) => {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
      expect(row).toMatchObject({
        role: "registrar",
        passwordHash: null,
        totpSecret: null,
        totpEnrolledAt: null,
      });
      expect(await db.select().from(staffSessions)).toEqual([]);
      const links = await db.select().from(staffPasswordLinks);
      expect(links.map((l) => l.tokenHash)).toEqual([hashSecretToken(newToken!)]);
      const events = (await db.select().from(auditEvents)).map((e) => e.event);
      expect(events).toEqual([
        "staff.account.created",
        "staff.account.reset",
        "staff.sessions.revoked",
      ]);
    });

    const unknown = await run(["--email", "nobody@council.example.test", "--reset"], opened.env);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("no staff account to reset");
  });

  it("adds an investigator, who works cases and nothing of the registry", async () => {
    const added = await run(
      ["--email", "wiremu@council.example.test", "--role", "investigator"],
      opened.env,
    );
    expect({ status: added.status, err: added.err }).toEqual({ status: 0, err: "" });
    expect(added.out).toMatch(LINK);
    const role = await inspect(async ({ db }) => {
      const [row] = await db
        .select({ role: staffAccounts.role })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, "wiremu@council.example.test"));
      return row?.role;
    });
    expect(role).toBe("investigator");
  });

  it("runs as the npm script does: node on cli.ts, with its exit status", () => {
    const env = { PATH: process.env.PATH ?? "", PUBLIC_URL, ...opened.env };
    const script = (argv: string[]) =>
      spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", CLI, ...argv], {
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
    const done = script(["--email", "tama@council.example.test", "--role", "registrar"]);
    expect({ status: done.status, stderr: done.stderr }).toEqual({ status: 0, stderr: "" });
    expect(done.stdout).toMatch(LINK);
    const refused = script(["--email", "tama@council.example.test", "--role", "registrar"]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("staff:add:");
  });
});
