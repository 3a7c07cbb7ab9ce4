// Checking an audit trail's hash chain, as `npm run audit -- --verify` does. Each row carries
// its place (seq, from 1 without gaps), the hash of the row before it (64 zeros for the first)
// and its own hash: SHA-256 of that previous hash, a line break and its content. A changed row
// no longer matches its own hash; a row changed with its hash recomputed no longer matches the
// next row's prev_hash; a deleted row leaves a gap in seq. The walk stops at the first bad row.
import { createHash } from "node:crypto";
import type { Executor } from "../../db/client.ts";
import { type AuditChainTable, type ChainLink, readChainLinks } from "./store.ts";

export const GENESIS_HASH = "0".repeat(64);

/** The hash a row must carry, given the hash before it and its content. */
export const chainHash = (prevHash: string, content: string) =>
  createHash("sha256").update(`${prevHash}\n${content}`, "utf8").digest("hex");

export interface ChainVerdict {
  table: AuditChainTable;
  /** Rows found intact, in chain order. */
  rows: number;
  /** The last intact row: recorded elsewhere, it shows a later truncated or rebuilt chain. */
  head: { seq: number; hash: string } | null;
  /** The first bad row and what is wrong with it. */
  broken?: { id: number; seq: number; problem: string };
}

/** What is wrong with `link` when `before` is the intact row before it (null: the first). */
function problemOf(link: ChainLink, before: ChainLink | null): string | undefined {
  const expectedSeq = (before?.seq ?? 0) + 1;
  if (link.seq !== expectedSeq) {
    const missing =
      link.seq === expectedSeq + 1 ? `${expectedSeq}` : `${expectedSeq}–${link.seq - 1}`;
    return `the row${link.seq === expectedSeq + 1 ? "" : "s"} at seq ${missing} before it ${
      link.seq === expectedSeq + 1 ? "is" : "are"
    } missing (deleted)`;
  }
  if (link.hash !== chainHash(link.prevHash, link.content)) {
    return "its content does not match its hash (the row was changed)";
  }
  const expectedPrev = before?.hash ?? GENESIS_HASH;
  if (link.prevHash !== expectedPrev) {
    return before
      ? `its prev_hash is not the hash of the row before it (id ${before.id}): that row was changed and rehashed, or rows replaced`
      : "its prev_hash is not the start of a chain (the rows before it were removed)";
  }
  return undefined;
}

/** Walks the chain of `table` page by page, up to its head or its first bad row. */
export async function verifyChain(
  ex: Executor,
  table: AuditChainTable,
  pageSize = 1000,
): Promise<ChainVerdict> {
  let before: ChainLink | null = null;
  let rows = 0;
  for (;;) {
    const page = await readChainLinks(ex, table, before?.seq ?? 0, pageSize);
    for (const link of page) {
      const problem = problemOf(link, before);
      if (problem) {
        const head = before ? { seq: before.seq, hash: before.hash } : null;
        return { table, rows, head, broken: { id: link.id, seq: link.seq, problem } };
      }
      before = link;
      rows++;
    }
    if (page.length < pageSize) break;
  }
  return { table, rows, head: before ? { seq: before.seq, hash: before.hash } : null };
}

/** One line a chain: intact with its head, or broken at its first bad row. */
export function chainReport(verdicts: ChainVerdict[]): string {
  return verdicts
    .map((v) => {
      const head = v.head ? `head seq ${v.head.seq} hash ${v.head.hash}` : "empty";
      if (!v.broken) return `${v.table}: intact, ${v.rows} rows, ${head}\n`;
      const { id, seq, problem } = v.broken;
      return `${v.table}: BROKEN at id ${id} (seq ${seq}): ${problem}; ${v.rows} rows intact before it\n`;
    })
    .join("");
}
