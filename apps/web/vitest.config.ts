import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { portalAliases } from "./portal-aliases.ts";

export default defineProject({
  plugins: [react()],
  resolve: { alias: portalAliases },
  test: {
    name: "@portal/web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
    // The unit run shares 2 cores with the registry's PGlite and argon2 files: a form that
    // renders in 0.6 s alone took over 5 s (Vitest's default) on a loaded CI run. A test
    // that waits on a findBy (10 s, setup.ts) must also outlive that wait to report its cause.
    testTimeout: 20_000,
  },
});
