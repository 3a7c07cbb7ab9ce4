// Checking an audit trail's hash chain, as `npm run audit -- --verify` does. Each row carries
// its place (seq, from 1 without gaps), the hash of the row before it (64 zeros for the first)
// and its own hash: SHA-256 of that previous hash, a line break and its content. A changed row
// no longer matches its own hash; a row changed with its hash recomputed no longer matches the
// next row's prev_hash; a deleted row leaves a gap in seq. The walk stops at the first bad row.
import { createHash } from "node:crypto";
import type { Executor } from "../../db/client.ts";
import {
  type AuditChainTable,
  type ChainLink,
  type REGISTER_CHAINS,
  readChainLinks,
} from "./store.ts";

export const GENESIS_HASH = "0".repeat(64);

/** The hash a row must carry, given the hash before it and its content. */
export const chainHash = (prevHash: string, content: string) =>
  createHash("sha256").update(`${prevHash}\n${content}`, "utf8").digest("hex");

export interface ChainVerdict {
  table: AuditChainTable | typeof REGISTER_CHAINS;
  /** For a table of many chains (one per person): how many were walked. */
  chains?: number;
  /** Rows found intact, in chain order. */
  rows: number;
  /** The last intact row: recorded elsewhere, it shows a later truncated or rebuilt chain. */
  head: { seq: number; hash: string } | null;
  /** The first bad row (no id: missing from the end) and what is wrong with it. */
  broken?: { id?: number; seq: number; problem: string };
}

/** A head printed by an earlier walk and kept elsewhere: the chain must still pass through it. */
export interface KnownHead {
  seq: number;
  hash: string;
}

/** What is wrong with `link` when `before` is the intact row before it (null: the first). */
export function problemOf(link: ChainLink, before: ChainLink | null): string | undefined {
  const expectedSeq = (before?.seq ?? 0) + 1;
  if (link.seq !== expectedSeq) {
    const missing =
      link.seq === expectedSeq + 1
        ? `the row at seq ${expectedSeq} before it is`
        : `the rows at seq ${expectedSeq}–${link.seq - 1} before it are`;
    return `${missing} missing (deleted)`;
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
  options: { known?: KnownHead | undefined; pageSize?: number } = {},
): Promise<ChainVerdict> {
  const { known, pageSize = 1000 } = options;
  let before: ChainLink | null = null;
  let rows = 0;
  const headOf = (link: ChainLink | null) => (link ? { seq: link.seq, hash: link.hash } : null);
  for (;;) {
    const page = await readChainLinks(ex, table, before?.seq ?? 0, pageSize);
    for (const link of page) {
      const problem =
        problemOf(link, before) ??
        (known?.seq === link.seq && known.hash !== link.hash
          ? "its hash is not the one kept for it: the chain was rebuilt from this row or before"
          : undefined);
      if (problem) {
        return {
          table,
          rows,
          head: headOf(before),
          broken: { id: link.id, seq: link.seq, problem },
        };
      }
      before = link;
      rows++;
    }
    if (page.length < pageSize) break;
  }
  const end = before?.seq ?? 0;
  if (known && end < known.seq) {
    const problem = `the chain ends at seq ${end}, before the head kept at seq ${known.seq}: rows were deleted from its end`;
    return { table, rows, head: headOf(before), broken: { seq: end + 1, problem } };
  }
  return { table, rows, head: headOf(before) };
}

/** One line a chain: intact with its head, or broken at its first bad row. */
export function chainReport(verdicts: ChainVerdict[]): string {
  return verdicts
    .map((v) => {
      const head =
        v.chains !== undefined
          ? `${v.chains} people's chains`
          : v.head
            ? `head seq ${v.head.seq} hash ${v.head.hash}`
            : "empty";
      if (!v.broken) return `${v.table}: intact, ${v.rows} rows, ${head}\n`;
      const { id, seq, problem } = v.broken;
      const at = id === undefined ? `seq ${seq}` : `id ${id} (seq ${seq})`;
      return `${v.table}: BROKEN at ${at}: ${problem}; ${v.rows} rows intact before it\n`;
    })
    .join("");
}
