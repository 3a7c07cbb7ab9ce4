// Payments (SPEC §7) as the app loads them: the sandbox provider unless another is given. A
// payment that completes a form is recorded for the registrar's review, as a save would be.
import fp from "fastify-plugin";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./provider.ts";
import { registerPaymentRoutes } from "./routes.ts";
import { createPaymentService } from "./service.ts";

export const paymentsPlugin = fp<{ provider?: PaymentProvider | undefined }>(
  async (app, options) => {
    const { db, clock, config, audit, metrics, apiOrigin } = app.core;
    const { catalogue, cache, review, intents } = app.forms;
    const service = createPaymentService({
      db,
      catalogue,
      provider: options.provider ?? sandboxProvider,
      clock,
      intents,
      publicOrigin: apiOrigin,
      timeZone: config.portal.timeZone,
      onFormCompleted: (token) => cache?.forget(token),
      review,
      audit,
      metrics: metrics.payments,
    });
    registerPaymentRoutes(app, { service });
  },
  { name: "payments", dependencies: ["core", "forms"] },
);
