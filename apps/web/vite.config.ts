import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { portalAliases } from "./portal-aliases.ts";
import { precompress } from "./precompress.ts";
import { withoutDescriptions } from "./without-descriptions.ts";

/**
 * Modules of the form feature that load only when a page needs them, so not with the form
 * route: the rarer field types and repeating groups (page/page-parts.ts), a process page's PDF
 * (process-pdf/render-before-save.ts), the notice of a moved draft (form-changes.tsx) and
 * what only a save needs (page/use-page-submit.tsx, post-page-on-save.ts).
 */
const formLoadedOnDemand = [
  "page/fields/(address|file_upload|select_multi|country|country_multi|countries)",
  "process-pdf/(render-process-page|render-pdf|render-api|shown-options|render-progress-view)",
  "form-changes-notice",
  "page/(page-saving|error-summary-entries|repeating-group)",
  "post-page",
  "file-spans",
];

// In development the registry service runs separately; the portal's API calls go to it.
const registryService = "http://localhost:8080";

export default defineConfig({
  plugins: [react(), withoutDescriptions(), precompress()],
  resolve: { alias: portalAliases },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Browsers without modulepreload (Safari before 17, Firefox before 115) only start a
    // chunk's imports once it has arrived; the polyfill for them cost every route 0.2 kB gz.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: the bundler would otherwise split
          // the shell by which lazy screens share each module, and every extra chunk costs
          // compression and a request on the login screen's budget (DESIGN §5).
          groups: [
            // zod's ISO formats, which only lazy screens' schemas use (certificates, the register's
            // history, the desk), and its partial records (the desk's recertification cycles):
            // the shell's copy of zod reaches them (src/lib/zod-on-mini.ts), so without a group
            // of their own, ahead of the shell's, they shipped in the shell.
            {
              name: "iso-formats",
              test: /lib\/zod-on-mini-(iso|partial-record)\.ts/,
              includeDependenciesRecursively: false,
            },
            { name: "shell", tags: ["$initial"] },
            // What runs beside every signed-in screen (the session watch), with the DD/MM/YYYY
            // reading of a day the form screen shares with the desk: left to the form screen's
            // group it would pull the desk into its chunk, and a chunk of its own would cost the
            // form route a request and its overhead.
            {
              name: "signed-in",
              test: /features\/auth\/signed-in-services|forms\/src\/date-format/,
            },
            // Small parts only lazy screens share (the dashboard's certificate banner, the public
            // register, the desk): one chunk, not one each, since every chunk's name is listed
            // in the shell's preload map and the form route pays for each entry. The register's
            // history and conditions are read by all three (the certificate's check, the public
            // page, the desk's record), so left alone they would make a chunk of their own; so
            // would the calendar's formats the lists, the peer search and the desk show dates in,
            // the one way the public register and the desk load and act (lib/loading.tsx), and
            // the certificate's texts the banner, the public page and the check read (the desk,
            // which reads none, pays ~0.6 KB gz for one name less in the shell's map).
            {
              name: "screen-parts",
              test: /contract\/src\/(calendar|long-day|professions|register-history|certificates)\.ts|components\/(busy-button|load-status)|lib\/loading/,
            },
            // What only a form page's save needs (page/page-saving.ts, post-page.ts) and a
            // process page's PDF (process-pdf/render-process-page.ts), each with the engine's
            // modules only it uses: left to the bundler, those would come with the form screen,
            // as the engine's index reaches them from there. Their own modules only: what they
            // import comes with the form screen anyway.
            {
              name: "page-saving",
              test: /forms\/src\/(field-errors|no-answer-rule)\.ts|features\/forms\/(page\/page-saving|page\/error-summary-entries|post-page|file-spans)\./,
              includeDependenciesRecursively: false,
            },
            {
              name: "render-process-page",
              test: /forms\/src\/(sections-as-seen|shown-options)\.ts|features\/forms\/process-pdf\/(render-process-page|render-pdf|render-api|shown-options|render-progress-view)\./,
              includeDependenciesRecursively: false,
            },
            // The form screen in one chunk with React Hook Form and the payment rules a page
            // applies, but for what it loads only when needed (formLoadedOnDemand). Split by
            // which of those share each module, it came as five chunks, each paying its own
            // compression overhead.
            {
              name: "page-form",
              test: new RegExp(
                `features/forms/(?!(${formLoadedOnDemand.join("|")})\\.)|features/payments/(?!payment-redirect\\.)|node_modules/react-hook-form/`,
              ),
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
