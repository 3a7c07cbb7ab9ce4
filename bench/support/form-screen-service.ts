// The service of the form screen benchmark: the real service on a temporary DATA_DIR with the
// shipped definitions plus the generated one, made addable on the demo practitioner's APC
// tile, and a form of it with its first nine pages saved through the API.
import type { ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { seedDemoData } from "../../apps/registry/seed/seed.ts";
import { openDatabase } from "../../apps/registry/src/db/client.ts";
import { runMigrations } from "../../apps/registry/src/db/migrate.ts";
import {
  linkFormType,
  upsertFormType,
  upsertTile,
} from "../../apps/registry/src/modules/tiles/store.ts";
import { generatedFormDefinition, PAGES, pageValues } from "./generated-form.ts";
import { startPortalService } from "./portal-service.ts";

export const CODE = "BENCH-SCREEN";
export const USER = { email: "practitioner@example.org", password: "correct-horse-battery" };
const root = new URL("../..", import.meta.url).pathname;

const definition = generatedFormDefinition({
  code: CODE,
  name: "Form screen benchmark",
  rowsPage: 0,
});

/** Starts the service with its files under `workDir`; `onSpawn` gets its process to stop. */
export async function startService(
  workDir: string,
  onSpawn: (child: ChildProcess) => void,
): Promise<string> {
  const formsDir = join(workDir, "forms");
  const dataDir = join(workDir, "data");
  mkdirSync(formsDir);
  const shipped = join(root, "apps/registry/forms");
  for (const name of readdirSync(shipped)) {
    if (name.endsWith(".yaml") || name.endsWith(".json"))
      copyFileSync(join(shipped, name), join(formsDir, name));
  }
  writeFileSync(join(formsDir, "bench-screen.yaml"), stringify(definition));

  // The demo data, then the generated type on the APC tile, addable (as seed/demo-data.ts
  // does for the demo types). The service's own seed at start is idempotent and keeps it.
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  await seedDemoData(database.db);
  const tileId = await upsertTile(database.db, {
    type: "apc",
    name: "Annual Practising Certificate",
    parentId: null,
    sortOrder: 0,
  });
  await upsertFormType(database.db, {
    code: CODE,
    name: definition.name,
    formDisplay: false,
    addable: true,
    deletable: true,
  });
  await linkFormType(database.db, { tileId, formTypeCode: CODE, sortOrder: 1 });
  await database.close();

  const { base } = await startPortalService({
    dataDir,
    env: { FORMS_DIR: formsDir, RATE_LIMIT_SCALE: "20" },
    startSeconds: 60,
    onSpawn,
  });
  return base;
}

/** Signs in over the API, starts the benchmark form, saves its first nine pages. */
export async function prepareForm(base: string): Promise<string> {
  const login = await fetch(`${base}/web_portal/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      login: USER.email,
      password: USER.password,
      recaptchaToken: "",
    }).toString(),
  });
  const { odooSessionId } = (await login.json()) as { odooSessionId: string };
  const headers = { "Odoo-Session-Id": odooSessionId };
  const added = (await (
    await fetch(`${base}/registry/api/v1/form_add/${CODE}`, { headers })
  ).json()) as { message: string; form?: { formToken: string } };
  if (!added.form) throw new Error(`form_add/${CODE}: ${added.message}`);
  const token = added.form.formToken;
  for (let p = 0; p < PAGES - 1; p++) {
    const response = await fetch(`${base}/registry/api/v1/form/${CODE}/${token}/page_${p}`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ page: JSON.stringify(pageValues(p, 0).flat) }).toString(),
    });
    const body = (await response.json()) as { message: string };
    if (!response.ok || body.message !== "Page saved.")
      throw new Error(`save of page_${p}: ${response.status} ${body.message}`);
  }
  return token;
}
