// `npm run audit -- [--user EMAIL] [--event NAME] [--since ISO] [--until ISO] [--limit N]
// [--json]`: the audit records that match, newest first, as a table or JSON lines; `--trail
// staff` prints the desk's trail as the admins' CSV export; `--verify` instead walks the hash
// chains of both audit trails (audit-chain.ts). It opens
// the service's database as main.ts does (DATABASE_URL, else PGlite under DATA_DIR) and only
// reads. PGlite's directory may be opened by one process at a time: while the service holds
// it (PGlite keeps postmaster.pid there while open) the command refuses rather than risk it.
import {
  type CommandIo,
  type NotRun,
  readOptions,
  runOnServiceDatabase,
} from "../../operator-command.ts";
import { chainReport, type KnownHead, verifyChain } from "./audit-chain.ts";
import { auditEventNames, auditedEmail, isAuditEventName } from "./events.ts";
import { verifyRegisterChains } from "./register-chains.ts";
import { staffAuditCsv } from "./staff-trail.ts";
import {
  type AuditChainTable,
  type AuditQuery,
  type AuditRow,
  auditChainTables,
  findAuditEvents,
} from "./store.ts";

export const DEFAULT_AUDIT_LIMIT = 100;
export const MAX_AUDIT_LIMIT = 100_000;

/** The event names, a few a line, under the option that takes them. */
const eventList = auditEventNames
  .map((name, i) => (i % 4 === 0 ? `\n                   ${name}` : ` ${name}`))
  .join("");

export const auditUsage = `Usage: npm run audit -- [options]

  --user EMAIL   records of this e-mail (an account's, or a login typed at a failed sign-in)
  --event NAME   records of this event, one of:${eventList}
  --since ISO    at or after this instant (2026-03-01, 2026-03-01T09:30:00+13:00; a date alone is midnight UTC)
  --until ISO    before this instant
  --limit N      at most N records, newest first (default ${DEFAULT_AUDIT_LIMIT}, at most ${MAX_AUDIT_LIMIT})
  --json         one JSON object a line instead of a table
  --trail staff  the desk's trail instead (views, claims, decisions, downloads, register
                 edits): the CSV the admins export, oldest first; takes --since and --until
  --verify       check the hash chains of both audit trails (audit_events, staff_audit_events)
                 and of the register's history (register_events, a chain per person)
                 instead: status 3 naming the first changed, deleted or inserted row
  --head TABLE:SEQ:HASH  with --verify: a head an earlier --verify printed, kept elsewhere;
                 the chain must still pass through it (catches a rebuilt or shortened chain)

Reads DATABASE_URL, or the embedded database under DATA_DIR (default ./data), which must not
be open in the service at the same time.
`;

export type AuditArguments =
  | { kind: "query"; query: AuditQuery; json: boolean }
  | { kind: "verify"; known: Partial<Record<AuditChainTable, KnownHead>> }
  | { kind: "staff"; range: { from?: Date | undefined; to?: Date | undefined } }
  | NotRun;

const HEAD = /^([a-z_]+):(\d{1,15}):([0-9a-f]{64})$/;

/** The --head options, one a chain at most. */
function knownHeads(texts: string[]): AuditArguments {
  const known: Partial<Record<AuditChainTable, KnownHead>> = {};
  for (const text of texts) {
    const match = HEAD.exec(text);
    const table = auditChainTables.find((name) => name === match?.[1]);
    if (!match || !table || known[table]) {
      return {
        kind: "error",
        message: `--head must be TABLE:SEQ:HASH (a table of ${auditChainTables.join(", ")}, once each; 64 hex digits), not "${text}"`,
      };
    }
    known[table] = { seq: Number(match[2]), hash: match[3]! };
  }
  return { kind: "verify", known };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function instant(name: string, text: string | undefined): Date | string | undefined {
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (!INSTANT.test(text) || Number.isNaN(date.getTime())) {
    return `--${name} must be an ISO 8601 date or time (2026-03-01 or 2026-03-01T09:30:00Z), not "${text}"`;
  }
  return date;
}

export function parseAuditArguments(argv: string[]): AuditArguments {
  const read = readOptions(argv, {
    user: { type: "string" },
    event: { type: "string" },
    since: { type: "string" },
    until: { type: "string" },
    limit: { type: "string" },
    json: { type: "boolean" },
    verify: { type: "boolean" },
    head: { type: "string", multiple: true },
    trail: { type: "string" },
  });
  if (read.kind !== "values") return read;
  const { values } = read;
  if (values.trail !== undefined && values.trail !== "operators" && values.trail !== "staff") {
    return { kind: "error", message: `--trail must be operators or staff, not "${values.trail}"` };
  }
  if (values.verify) {
    const others = Object.keys(values).filter((name) => name !== "verify" && name !== "head");
    if (others.length > 0)
      return { kind: "error", message: "--verify takes no other option but --head" };
    return knownHeads(values.head ?? []);
  }
  if (values.head) return { kind: "error", message: "--head goes with --verify" };

  const { event, user } = values;
  if (event !== undefined && !isAuditEventName(event)) {
    return {
      kind: "error",
      message: `--event must be one of ${auditEventNames.join(", ")}; not "${event}"`,
    };
  }
  if (user !== undefined && auditedEmail(user) === "") {
    return { kind: "error", message: "--user needs an e-mail" };
  }
  const since = instant("since", values.since);
  const until = instant("until", values.until);
  if (typeof since === "string") return { kind: "error", message: since };
  if (typeof until === "string") return { kind: "error", message: until };
  if (since && until && since >= until) {
    return { kind: "error", message: "--since must be before --until" };
  }
  if (values.trail === "staff") {
    const others = Object.keys(values).filter((n) => !["trail", "since", "until"].includes(n));
    if (others.length > 0) {
      return {
        kind: "error",
        message: "--trail staff takes no other option but --since and --until",
      };
    }
    return { kind: "staff", range: { from: since, to: until } };
  }
  const limitText = values.limit ?? String(DEFAULT_AUDIT_LIMIT);
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_AUDIT_LIMIT) {
    return {
      kind: "error",
      message: `--limit must be a whole number from 1 to ${MAX_AUDIT_LIMIT}, not "${limitText}"`,
    };
  }
  return {
    kind: "query",
    json: values.json === true,
    query: {
      email: user === undefined ? undefined : auditedEmail(user),
      event,
      since,
      until,
      limit,
    },
  };
}

/**
 * Runs the command; answers its exit status (0 done, 1 the database failed, 2 bad arguments,
 * 3 an audit chain is broken).
 */
export async function runAuditCommand(argv: string[], io: CommandIo): Promise<number> {
  const command = { name: "audit", usage: auditUsage, table: "audit_events" };
  return runOnServiceDatabase(command, parseAuditArguments(argv), io, async (db, parsed) => {
    if (parsed.kind === "verify") {
      const verdicts = [];
      for (const table of auditChainTables) {
        verdicts.push(await verifyChain(db, table, { known: parsed.known[table] }));
      }
      verdicts.push(await verifyRegisterChains(db));
      io.stdout.write(chainReport(verdicts));
      return verdicts.some((v) => v.broken) ? 3 : 0;
    }
    if (parsed.kind === "staff") {
      io.stdout.write(await staffAuditCsv(db, parsed.range));
      return 0;
    }
    const rows = await findAuditEvents(db, parsed.query);
    io.stdout.write(parsed.json ? jsonLines(rows) : auditTable(rows));
    return 0;
  });
}

const asJson = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });

export function jsonLines(rows: AuditRow[]): string {
  return rows.map((row) => `${JSON.stringify(asJson(row))}\n`).join("");
}

/** The rows as a table with a header, columns padded to their widest value. */
export function auditTable(rows: AuditRow[]): string {
  if (rows.length === 0) return "no audit records match\n";
  const header = ["at", "event", "outcome", "user", "email", "ip", "detail"];
  const cells = rows.map((row) => [
    row.at.toISOString(),
    row.event,
    row.outcome,
    row.userId === null ? "-" : String(row.userId),
    row.email ?? "-",
    row.ip ?? "-",
    Object.keys(row.detail).length === 0 ? "" : JSON.stringify(row.detail),
  ]);
  const widths = header.map((name, i) => Math.max(name.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    `${values.map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i]!))).join("  ")}`.trimEnd();
  return `${[header, ...cells].map(line).join("\n")}\n`;
}
