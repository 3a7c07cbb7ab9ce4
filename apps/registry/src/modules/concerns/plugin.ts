// Raising a concern as the app loads it: the CONCERN form served anonymously under
// /public/api/v1/concerns, its completion opening a case with an acknowledgement
// (intake.ts), and the e-mailed link back to a form not yet submitted (resume-links.ts).
import { CONCERN_FORM_TYPE, concernMessages, validationMessages } from "@portal/contract";
import fp from "fastify-plugin";
import { ClientError } from "../../http/client-error.ts";
import { createConcernIntake } from "./intake.ts";
import { createResumeLinks } from "./resume-links.ts";
import { registerConcernRoutes } from "./routes.ts";

export const concernsPlugin = fp(
  async (app) => {
    const { db, clock, config, captcha, portalUrl, apiOrigin } = app.core;
    const { outbox } = app;
    const concerns = app.forms.anonymous(CONCERN_FORM_TYPE, concernMessages.submittedAlready);
    const timeZone = config.portal.timeZone;
    app.forms.completions.set(CONCERN_FORM_TYPE, createConcernIntake({ clock, outbox, timeZone }));
    registerConcernRoutes(
      app,
      {
        concerns,
        async start(captchaToken, ip) {
          // A person, not a script filling the database with forms.
          if (!(await captcha.verify(captchaToken ?? "", ip))) {
            throw new ClientError(400, validationMessages.captchaMissing);
          }
          return concerns.start(ip);
        },
        sendResumeLink: createResumeLinks({ db, clock, outbox, captcha, portalUrl, concerns }),
      },
      apiOrigin,
    );
  },
  { name: "concerns", dependencies: ["core", "forms", "mail"] },
);
