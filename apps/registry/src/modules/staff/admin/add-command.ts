// `npm run staff:add -- --email E --role registrar|admin|investigator [--reset]`: makes a staff account
// and prints a one-time link ({PUBLIC_URL}/desk/set-password#{token}, 1 hour) that sets its
// password; the first sign-in then enrols an authenticator. An e-mail that already has an
// account is refused (exit 2) unless --reset: that account goes back to a new one's state (no
// password, no authenticator, no recovery codes, every desk session ended; --role changes
// its role when given) and gets a new link, the old unused ones ending. A disabled account
// stays disabled: enabling is an admin's act in the desk. The database is opened as
// `npm run audit` opens it (db/open-service-database.ts).
import { type StaffRoleName, staffRoleSchema } from "@portal/contract";
import { parsePublicUrl } from "../../../config-values.ts";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Tx } from "../../../db/client.ts";
import {
  type CommandIo,
  type NotRun,
  readOptions,
  runOnServiceDatabase,
} from "../../../operator-command.ts";
import { type AuditTrail, createAuditTrail } from "../../audit/index.ts";
import { deleteStaffSessionsOf } from "../sessions/sessions-store.ts";
import { issuePasswordLink, passwordLinkUrl } from "../sign-in/password-links.ts";
import { findStaffByEmail, insertStaff, resetStaffCredentials } from "../store.ts";

export const staffAddUsage = `Usage: npm run staff:add -- --email EMAIL --role ${staffRoleSchema.options.join("|")} [--reset]

  --email EMAIL   the staff member's e-mail (their sign-in)
  --role ROLE     registrar (reviews and decides), investigator (works concerns' cases, and
                  nothing of the registry) or admin (also manages staff)
  --reset         the account exists: clear its password and authenticator, end its desk
                  sessions and print a new link (--role optional, changes the role)

Prints a one-time link, valid for 1 hour, that sets the password (--reset gives a new
one). Reads DATABASE_URL, or the embedded database under DATA_DIR (default ./data), which
must not be open in the service at the same time, and PUBLIC_URL (default
http://localhost:{PORT}, 8080) for the link.
`;

type Parsed =
  | {
      kind: "add";
      email: string;
      role: StaffRoleName | undefined;
      reset: boolean;
      /** Where the printed link points. */
      publicUrl: string;
    }
  | NotRun;

/** "registrar, admin or investigator": the contract's roles, as the refusal names them. */
const roleChoices = `${staffRoleSchema.options.slice(0, -1).join(", ")} or ${staffRoleSchema.options.at(-1)}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The arguments, and the environment's PUBLIC_URL for the link: refused before any change. */
export function parseStaffAddArguments(
  argv: string[],
  env: Record<string, string | undefined> = {},
): Parsed {
  const read = readOptions(argv, {
    email: { type: "string" },
    role: { type: "string" },
    reset: { type: "boolean" },
  });
  if (read.kind !== "values") return read;
  const { values } = read;
  const email = values.email?.trim().toLowerCase() ?? "";
  if (!EMAIL.test(email) || email.length > 254) {
    return { kind: "error", message: "--email needs an e-mail address" };
  }
  const role = values.role === undefined ? undefined : staffRoleSchema.safeParse(values.role);
  if (role && !role.success) {
    return { kind: "error", message: `--role must be ${roleChoices}, not "${values.role}"` };
  }
  if (!role && !values.reset) return { kind: "error", message: "--role is required" };
  let publicUrl: string;
  try {
    publicUrl = parsePublicUrl(env);
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
  return { kind: "add", email, role: role?.data, reset: values.reset === true, publicUrl };
}

type IssuedLink = { staffId: number; token: string; expiresAt: Date };

export type AddStaffResult =
  | ({ kind: "created" } & IssuedLink)
  | ({ kind: "reset"; revokedSessions: number } & IssuedLink)
  | { kind: "exists" }
  | { kind: "unknown" };

/** The work of the command, on an open database. */
export async function addStaff(
  db: Db,
  request: { email: string; role: StaffRoleName | undefined; reset: boolean },
  deps: { clock: Clock; audit: AuditTrail },
): Promise<AddStaffResult> {
  const now = deps.clock();
  return db.transaction(async (tx): Promise<AddStaffResult> => {
    const result = await addOrReset(tx, request, now);
    // In the transaction, last: the account and its audit records commit together.
    if (result.kind === "created" || result.kind === "reset") {
      await deps.audit.recordIn(tx, {
        event: result.kind === "created" ? "staff.account.created" : "staff.account.reset",
        outcome: "success",
        email: request.email,
        detail: {
          staffId: result.staffId,
          by: "staff:add",
          ...(request.role ? { role: request.role } : {}),
        },
      });
    }
    if (result.kind === "reset" && result.revokedSessions > 0) {
      await deps.audit.recordIn(tx, {
        event: "staff.sessions.revoked",
        outcome: "success",
        email: request.email,
        detail: { staffId: result.staffId, count: result.revokedSessions, reason: "reset" },
      });
    }
    return result;
  });
}

async function addOrReset(
  tx: Tx,
  request: { email: string; role: StaffRoleName | undefined; reset: boolean },
  now: Date,
): Promise<AddStaffResult> {
  const existing = await findStaffByEmail(tx, request.email);
  if (existing && !request.reset) return { kind: "exists" };
  if (!existing && request.reset) return { kind: "unknown" };
  if (existing) {
    await resetStaffCredentials(tx, existing.id, request.role);
    const revoked = await deleteStaffSessionsOf(tx, existing.id);
    const link = await issuePasswordLink(tx, existing.id, now);
    return { kind: "reset", staffId: existing.id, ...link, revokedSessions: revoked };
  }
  const staffId = await insertStaff(tx, { email: request.email, role: request.role!, now });
  // Taken by another command at the same moment.
  if (staffId === undefined) return { kind: "exists" };
  return { kind: "created", staffId, ...(await issuePasswordLink(tx, staffId, now)) };
}

/** Runs the command; answers its exit status (0 done, 1 the database failed, 2 refused). */
export async function runStaffAddCommand(
  argv: string[],
  io: CommandIo,
  clock: Clock = () => new Date(),
): Promise<number> {
  const command = { name: "staff:add", usage: staffAddUsage, table: "staff_accounts" };
  return runOnServiceDatabase(
    command,
    parseStaffAddArguments(argv, io.env),
    io,
    async (db, parsed) => {
      const log = {
        info: () => {},
        error: (object: Record<string, unknown>, message: string) =>
          io.stderr.write(`staff:add: ${message}: ${String(object.err)}\n`),
      };
      const audit = createAuditTrail({ db, clock, log });
      const result = await addStaff(db, parsed, { clock, audit });
      if (result.kind === "exists") {
        io.stderr.write(
          `staff:add: ${parsed.email} already has a staff account; --reset clears its password and authenticator and prints a new link\n`,
        );
        return 2;
      }
      if (result.kind === "unknown") {
        io.stderr.write(`staff:add: ${parsed.email} has no staff account to reset\n`);
        return 2;
      }
      io.stdout.write(
        `${result.kind === "created" ? "Created" : "Reset"} the staff account ${parsed.email}.\n` +
          `Send this one-time link to set its password (valid for 1 hour, until ${result.expiresAt.toISOString()}; ` +
          "then --reset gives a new one). Keep it out of tickets and chat logs: it hands over the account.\n" +
          `${passwordLinkUrl(parsed.publicUrl, result.token)}\n`,
      );
      return 0;
    },
  );
}
