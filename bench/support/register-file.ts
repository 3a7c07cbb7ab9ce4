// A register file of the demo generator's people, as another system's export would be: what
// the benchmarks bring in with `npm run register -- import`. A regulator's register holds
// everyone's e-mail, each their own; the demo's holds few, so each gets one at example.org.
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { practisingYearOf } from "../../apps/registry/seed/practising-year.ts";
import { registerPeople } from "../../apps/registry/seed/register/generate.ts";
import { spreadsheetCsvStream } from "../../apps/registry/src/http/csv.ts";
import { registerFileRow } from "../../apps/registry/src/modules/register/import/export-register.ts";
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
  let index = 0;
  for (const p of registerPeople(people, practisingYearOf(today))) {
    const row = registerFileRow(
      {
        person: { ...p, email: `person-${p.personId}@example.org` },
        practices: p.practices,
        certificates: certificatesOf?.(index++) ?? p.certificates ?? [],
        conditions: [],
      },
      today,
    );
    if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
  }
  csv.end();
  await finished(file);
}
