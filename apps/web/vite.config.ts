import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the registry service runs separately; the portal's API calls go to it.
const registryService = "http://localhost:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/web_portal": registryService,
      "/registry": registryService,
      "/odoo_payment": registryService,
    },
  },
});
