// A register file of the demo generator's people, as another system's export would be: what
// the benchmarks bring in with `npm run register -- import`.
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { demoRegisterRows } from "../../apps/registry/seed/register/seed-register.ts";
import { spreadsheetCsvStream } from "../../apps/registry/src/http/csv.ts";
import { registerColumns } from "../../apps/registry/src/modules/register/import/register-columns.ts";
import type { HeldCertificate } from "../../apps/registry/src/modules/register/index.ts";

export async function writeRegisterFile(
  path: string,
  people: number,
  today: string,
  /** The certificates the person of `index` holds, when not the generator's. */
  certificatesOf?: (index: number) => HeldCertificate[] | undefined,
) {
  const csv = spreadsheetCsvStream(registerColumns);
  const file = createWriteStream(path);
  csv.pipe(file);
  for (const row of demoRegisterRows(people, today, certificatesOf)) {
    const cells = registerColumns.map((column) => row[column]);
    if (!csv.write(cells)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await finished(file);
}
