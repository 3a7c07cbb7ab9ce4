import { fileURLToPath } from "node:url";

/**
 * Module aliases of the portal's build and of its tests (the same, so the tests run what
 * ships): `zod` is the contract's classic API on zod/mini (src/lib/zod-on-mini.ts, DESIGN §5's
 * form-route budget). Only the bare specifier: `zod/mini` itself resolves as usual.
 */
export const portalAliases = [
  { find: /^zod$/, replacement: fileURLToPath(new URL("src/lib/zod-on-mini.ts", import.meta.url)) },
];
