// Writes the demo people, idempotently, in one transaction: the demo's past round, the two
// demo practitioners with their forms and files, and their tiles. Outside production only
// (at-start.ts decides). The tiles themselves are the product's catalogue, written here too so
// the demo stands on its own. Tile assignments are upserted by natural key; a demo user's
// password and forms are written only when that user is created, so seeding again changes
// nothing — and a form a demo user deleted is not brought back at the next start.
import type { Db, Tx } from "../src/db/client.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import { insertFile } from "../src/modules/files/store.ts";
import { compileForm } from "../src/modules/forms/definitions/load/catalogue.ts";
import type { FormCatalogue } from "../src/modules/forms/definitions/load/form-catalogue.ts";
import {
  defaultFormsDir,
  loadFormDefinitions,
} from "../src/modules/forms/definitions/load/load-definitions.ts";
import { newFormToken } from "../src/modules/forms/form-token.ts";
import { insertForm } from "../src/modules/forms/store.ts";
import { addRound, withRoundFigures } from "../src/modules/renewal/index.ts";
import { assignTile } from "../src/modules/tiles/store.ts";
import { findUserByEmail, insertUser } from "../src/modules/users/store.ts";
import { DEMO_PASSWORD, type DemoFile, type DemoForm, demoRounds } from "./demo-data.ts";
import { demoFormPdf } from "./demo-form-pdf.ts";
import { demoUsers } from "./demo-users.ts";
import { writeTileCatalogue } from "./tile-catalogue.ts";

export interface SeedReport {
  usersAdded: number;
  formsAdded: number;
}

/**
 * `forms`: the definitions the completed demo forms' PDFs are rendered from (the service's
 * own; by default those of apps/registry/forms).
 */
export async function seedDemoData(
  db: Db,
  forms: FormCatalogue = loadFormDefinitions(defaultFormsDir),
): Promise<SeedReport> {
  // Hashed and rendered before the transaction: argon2 and PDFs are slow, and on PGlite a
  // transaction holds the only connection. PDFs are made only for users not there yet.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pdfs = new Map<DemoForm, DemoFile>();
  for (const user of demoUsers) {
    if (await findUserByEmail(db, user.email)) continue;
    for (const form of user.forms) {
      const pdf = await renderedPdf(forms, form);
      if (pdf) pdfs.set(form, pdf);
    }
  }
  return db.transaction(async (tx) => {
    for (const round of demoRounds) await addRound(tx, round);
    const tileIds = await writeTileCatalogue(tx);
    const report: SeedReport = { usersAdded: 0, formsAdded: 0 };
    for (const user of demoUsers) {
      const { forms, ...details } = user;
      const userId = await insertUser(tx, { ...details, passwordHash });
      if (userId !== undefined) {
        report.usersAdded += 1;
        for (const form of forms) await writeForm(tx, userId, form, pdfs.get(form));
        report.formsAdded += forms.length;
      }
    }
    // Assignments are upserted for existing demo users too, so a tile added to the catalogue
    // later reaches them.
    const userIds = await demoUserIds(tx);
    for (const userId of userIds) {
      for (const tileId of tileIds) await assignTile(tx, userId, tileId);
    }
    return report;
  });
}

/** A completed demo form's PDF, rendered from its answers and its definition. */
async function renderedPdf(forms: FormCatalogue, form: DemoForm): Promise<DemoFile | undefined> {
  if (form.pdfName === undefined) return undefined;
  const template = forms.get(form.formType);
  if (!template) throw new Error(`demo form "${form.name}": no definition ${form.formType}`);
  const round = demoRounds.find((r) => r.year === form.apcYear);
  const definition =
    round && template.definition.round
      ? compileForm(withRoundFigures(template.definition, round), "demo")
      : template;
  return {
    name: form.pdfName,
    type: "form",
    mimeType: "application/pdf",
    bytes: await demoFormPdf(definition, form.name, form.values ?? {}),
  };
}

async function writeForm(tx: Tx, ownerId: number, form: DemoForm, pdf?: DemoFile): Promise<void> {
  const { files = [], formType, pdfName: _, ...fields } = form;
  const formId = await insertForm(tx, {
    ...fields,
    token: newFormToken(),
    ownerId,
    formTypeCode: formType,
  });
  for (const file of pdf ? [pdf, ...files] : files) {
    await insertFile(tx, { ...file, formId, ownerId, size: file.bytes.length });
  }
}

async function demoUserIds(tx: Tx): Promise<number[]> {
  const ids: number[] = [];
  for (const user of demoUsers) {
    const row = await findUserByEmail(tx, user.email);
    if (row) ids.push(row.id);
  }
  return ids;
}
