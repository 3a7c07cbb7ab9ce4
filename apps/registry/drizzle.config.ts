// drizzle-kit reads this to generate SQL migrations from src/db/schema.ts into ./drizzle.
// drizzle-kit wants paths relative to the working directory (an absolute `out` breaks its
// snapshot lookup), so they are made relative to wherever it runs: `npm run db:generate` at
// the repository root and `npx drizzle-kit generate` in apps/registry both work.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "drizzle-kit";

const here = (path: string) =>
  relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url)));

export default defineConfig({
  dialect: "postgresql",
  casing: "snake_case",
  schema: here("./src/db/schema.ts"),
  out: here("./drizzle"),
});
