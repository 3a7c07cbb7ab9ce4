import { defineConfig } from "vitest/config";

// One run for every workspace; each project keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/registry", "apps/web"],
    // Vitest's default on 2 cores is one worker (cores − 1), which leaves a core idle while a
    // file waits on PostgreSQL, argon2's threads or PGlite's thread: two files at a time.
    // Vitest 5 resolves each project's workers on its own and does not take this root value,
    // so `npm run test:unit` passes `--maxWorkers=2` too (without it the files run one by one).
    maxWorkers: 2,
  },
});
