// Checking the register's history, as `npm run audit -- --verify` does beside the audit trails:
// each person's events are a hash chain of their own (migration 0028), walked person by person
// with the audit chains' own rule (audit-chain.ts), up to the first bad row. A person's latest
// events deleted leave no trace in their chain; the desk's record and the staff audit, which
// recorded each edit, still tell of them.
import type { Executor } from "../../db/client.ts";
import { type ChainVerdict, problemOf } from "./audit-chain.ts";
import { type ChainLink, REGISTER_CHAINS, readRegisterChainLinks } from "./store.ts";

export async function verifyRegisterChains(
  ex: Executor,
  { pageSize = 1000 }: { pageSize?: number } = {},
): Promise<ChainVerdict> {
  let after = { chain: 0, seq: 0 };
  let before: ChainLink | null = null;
  let rows = 0;
  let chains = 0;
  for (;;) {
    const page = await readRegisterChainLinks(ex, after, pageSize);
    for (const link of page) {
      // A new person's chain starts afresh, from the first of its rows.
      if (link.chain !== after.chain) {
        before = null;
        chains++;
      }
      after = { chain: link.chain, seq: link.seq };
      const problem = problemOf(link, before);
      if (problem) {
        const broken = {
          id: link.id,
          seq: link.seq,
          problem: `practitioner ${link.chain}: ${problem}`,
        };
        return { table: REGISTER_CHAINS, rows, head: null, chains, broken };
      }
      before = link;
      rows++;
    }
    if (page.length < pageSize) return { table: REGISTER_CHAINS, rows, head: null, chains };
  }
}
