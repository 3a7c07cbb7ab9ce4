// Starts the service of the `security` e2e project: the real service on PGlite, with the XSS
// corpus in its portal configuration and form definitions (security-fixture.ts), written
// under DATA_DIR before the service reads them.
import { join, resolve } from "node:path";
import { writeSecurityFixture } from "./security-fixture.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is set by playwright.config.ts");
const { portalConfig, formsDir } = writeSecurityFixture(
  join(dataDir, "fixture"),
  resolve(import.meta.dirname, "../../apps/registry/forms"),
);
process.env.PORTAL_CONFIG = portalConfig;
process.env.FORMS_DIR = formsDir;
await import("./start-service.ts");
