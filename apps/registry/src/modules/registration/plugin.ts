// The registration as the app loads it: completing the configured registration form type
// makes the applicant's account (registration.ts).
import fp from "fastify-plugin";
import { registrationFormTypeOf } from "../portal-config/index.ts";
import { createRegistration } from "./registration.ts";

export const registrationPlugin = fp(
  async (app) => {
    const { db, clock, config } = app.core;
    const formType = registrationFormTypeOf(config.portal);
    app.forms.completions.set(formType, createRegistration({ db, clock }));
  },
  { name: "registration", dependencies: ["core", "forms"] },
);
