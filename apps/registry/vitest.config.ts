import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "@portal/registry",
    environment: "node",
    include: ["src/**/*.test.ts", "seed/**/*.test.ts"],
    // Every test's PGlite starts from one database migrated per run.
    globalSetup: ["test/pglite-snapshot.ts"],
    // argon2 (19 MiB, t=2) and a fresh database per file make these slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
