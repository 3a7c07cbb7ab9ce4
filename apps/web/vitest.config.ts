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
  },
});
