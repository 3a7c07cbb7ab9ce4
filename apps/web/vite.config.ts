import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { portalAliases } from "./portal-aliases.ts";
import { precompress } from "./precompress.ts";

// In development the registry service runs separately; the portal's API calls go to it.
const registryService = "http://localhost:8080";

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: portalAliases },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: the bundler would otherwise split
          // the shell by which lazy screens share each module, and every extra chunk costs
          // compression and a request on the login screen's budget (DESIGN §5).
          groups: [
            { name: "shell", tags: ["$initial"] },
            // What runs beside every signed-in screen (the session watch), with the screen parts
            // the form screen shares with the desk (the error summary, the DD/MM/YYYY reading of
            // a day): left to the form screen's group they would pull the desk into its chunk,
            // and a chunk of their own would cost the form route a request and its overhead.
            {
              name: "signed-in",
              test: /features\/auth\/signed-in-services|components\/error-summary|forms\/src\/date-format/,
            },
            // Small parts only lazy screens share (the dashboard's certificate banner, the public
            // register, the desk): one chunk, not one each, since every chunk's name is listed
            // in the shell's preload map and the form route pays for each entry. The register's
            // history and conditions are read by all three (the certificate's check, the public
            // page, the desk's record), so left alone they would make a chunk of their own; so is
            // the one way the public register and the desk load and act (lib/loading.tsx), and
            // the certificate's texts the banner, the public page and the check read (the desk,
            // which reads none, pays ~0.6 KB gz for one name less in the shell's map).
            {
              name: "screen-parts",
              test: /contract\/src\/(long-day|professions|register-history|certificates)\.ts|components\/(busy-button|load-status)|lib\/loading/,
            },
            // The form screen in one chunk with React Hook Form and the payment rules a page
            // applies, but for the rarer field types it loads when a page has them
            // (page/field-registry.ts): split by which of those share each module, it came as
            // five chunks, each paying its own compression overhead.
            {
              name: "page-form",
              test: /features\/forms\/(?!page\/fields\/(address|file_upload|select_multi|country|country_multi|countries)\.)|features\/payments\/|node_modules\/react-hook-form\//,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/web_portal": registryService,
      "/registry": registryService,
      "/odoo_payment": registryService,
      "/desk/api": registryService,
      "/public/api": registryService,
    },
  },
});
