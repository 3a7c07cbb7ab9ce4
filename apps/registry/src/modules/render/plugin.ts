// Process pages' form PDFs (SPEC §7) as the app loads them: rendered on a pool of threads that
// closes with the app.
import fp from "fastify-plugin";
import { createFormPdfPool, type FormPdfPool } from "./form-pdf-pool.ts";
import { registerRenderRoutes } from "./routes.ts";
import { createRenderService } from "./service.ts";

export const renderPlugin = fp<{ pool?: FormPdfPool | undefined }>(
  async (app, options) => {
    const { db, metrics } = app.core;
    const pool = options.pool ?? createFormPdfPool();
    app.addHook("onClose", () => pool.close());
    registerRenderRoutes(app, {
      service: createRenderService({ db, pool, metrics: metrics.pdfRenders }),
      sessions: app.sessions,
    });
  },
  { name: "render", dependencies: ["core", "sessions"] },
);
