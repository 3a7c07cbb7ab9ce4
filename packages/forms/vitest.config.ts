import { defineProject } from "vitest/config";

// Pure engine code: no DOM, so the plain node environment keeps the suite fast.
export default defineProject({
  test: {
    name: "forms",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
