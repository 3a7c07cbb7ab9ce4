// Starts the service of the `security` e2e project: the real service on PGlite, with the XSS
// corpus in its portal configuration and form definitions (security-fixture.ts), written
// under DATA_DIR before the service reads them, and in names on its register (xss-register.ts).
import { join, resolve } from "node:path";
import { writeSecurityFixture } from "./security-fixture.ts";
import { addXssPractitioners } from "./xss-register.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is set by playwright.config.ts");
const { portalConfig, formsDir } = writeSecurityFixture(
  join(dataDir, "fixture"),
  resolve(import.meta.dirname, "../../apps/registry/forms"),
);
process.env.PORTAL_CONFIG = portalConfig;
process.env.FORMS_DIR = formsDir;
// The public register shows names and scopes from the register: some are the corpus.
await addXssPractitioners(dataDir);
await import("./start-service.ts");
