// `npm run mail -- status` and `npm run mail -- retry ID | --all-failed`: the outbox's
// messages not yet sent (queued, being sent) and those given up on (failed), each with its
// attempts, its time and its last error, the recipient masked; and failed ones queued again
// with a fresh run of back-offs, sent by the service at its next poll. The database is opened
// as `npm run audit` opens it.
import type { Db } from "../../db/client.ts";
import { type CommandIo, readOptions, runOnServiceDatabase } from "../../operator-command.ts";
import { countJobsByState, type JobRow, listJobs, requeueFailedJobs } from "../jobs/index.ts";
import { MAIL_JOB } from "./outbox.ts";

export const mailUsage = `Usage: npm run mail -- status | retry ID | retry --all-failed

  status               the e-mails not yet sent (queued, sending) and those given up on
                       (failed, after attempts over about 21 hours), with their last error
  retry ID             send the failed e-mail ID again (its attempts start over)
  retry --all-failed   send every failed e-mail again

Reads DATABASE_URL, or the embedded database under DATA_DIR (default ./data), which must
not be open in the service at the same time.
`;

type Work = { kind: "status" } | { kind: "retry"; ids: number[] | undefined };

function parse(argv: string[]) {
  const [action, ...rest] = argv;
  if (action === "status") {
    const read = readOptions(rest, {});
    return read.kind === "values" ? ({ kind: "status" } satisfies Work) : read;
  }
  if (action !== "retry") {
    return readOptions(argv, {}).kind === "help"
      ? ({ kind: "help" } as const)
      : ({ kind: "error", message: "say status or retry" } as const);
  }
  const [id, ...more] = rest;
  if (id !== undefined && /^\d+$/.test(id) && more.length === 0) {
    return { kind: "retry", ids: [Number(id)] } satisfies Work;
  }
  const read = readOptions(rest, { "all-failed": { type: "boolean" } });
  if (read.kind !== "values") return read;
  if (!read.values["all-failed"]) {
    return { kind: "error", message: "say the ID of a failed e-mail, or --all-failed" } as const;
  }
  return { kind: "retry", ids: undefined } satisfies Work;
}

export async function runMailCommand(argv: string[], io: CommandIo): Promise<number> {
  const command = { name: "mail", usage: mailUsage, table: "jobs" };
  return runOnServiceDatabase(command, parse(argv), io, (db, work) =>
    work.kind === "status" ? status(db, io) : retry(db, work.ids, io),
  );
}

/** k***@example.org: enough to tell messages apart, not a list of addresses. */
export const maskedAddress = (address: string) => {
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address[0]}***${address.slice(at)}` : "***";
};

function when(job: JobRow): string {
  if (job.state === "failed") return `failed ${job.finishedAt?.toISOString() ?? ""}`;
  if (job.state === "running") return `sending, lease to ${job.lockedUntil?.toISOString() ?? ""}`;
  return `due ${job.runAt.toISOString()}`;
}

async function status(db: Db, io: CommandIo): Promise<number> {
  const counts = await countJobsByState(db, MAIL_JOB);
  const waiting = (counts.queued ?? 0) + (counts.running ?? 0);
  io.stdout.write(`${waiting} waiting to be sent, ${counts.failed ?? 0} failed\n`);
  for (const job of await listJobs(db, MAIL_JOB, ["queued", "running", "failed"])) {
    const { to, subject } = job.payload as { to?: string; subject?: string };
    io.stdout.write(
      `${job.id}  ${job.state}  attempts ${job.attempts}  ${when(job)}  ` +
        `${maskedAddress(to ?? "")}  ${subject ?? ""}\n`,
    );
    if (job.lastError) io.stdout.write(`    last error: ${job.lastError}\n`);
  }
  return 0;
}

async function retry(db: Db, ids: number[] | undefined, io: CommandIo): Promise<number> {
  const requeued = await requeueFailedJobs(db, MAIL_JOB, ids);
  if (ids && requeued.length === 0) {
    io.stderr.write(`mail: no failed e-mail ${ids[0]} (see npm run mail -- status)\n`);
    return 1;
  }
  const n = requeued.length;
  io.stdout.write(
    `${n} failed e-mail${n === 1 ? "" : "s"} queued again${n ? `: ${requeued.join(", ")}` : ""}; ` +
      "the service sends them at its next look (within seconds)\n",
  );
  return 0;
}
