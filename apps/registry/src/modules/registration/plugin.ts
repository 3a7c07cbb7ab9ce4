// The registration as the app loads it: completing the configured registration form type
// makes the applicant's account (registration.ts).
import fp from "fastify-plugin";
import { DEFAULT_REGISTRATION_FORM_TYPE } from "../portal-config/index.ts";
import { createRegistration } from "./registration.ts";

export const registrationPlugin = fp(
  async (app) => {
    const { db, config } = app.core;
    const formType = config.portal.registrationFormType ?? DEFAULT_REGISTRATION_FORM_TYPE;
    app.forms.completions.set(formType, createRegistration({ db }));
  },
  { name: "registration", dependencies: ["core", "forms"] },
);
