// The registrar's desk as the app loads it: staff accounts, their sign-in with a second factor,
// and the guard of /desk/api/v1/ (`app.requireStaff`) every desk module's routes stand behind.
import fp from "fastify-plugin";
import { persistentSecret } from "../../core/persistent-secret.ts";
import { registerStaff } from "./register-staff.ts";
import { STAFF_TOTP_KEY_FILE } from "./second-factor/totp-secret-box.ts";

export const staffPlugin = fp(
  async (app) => {
    const { db, clock, config, passwords, captcha, audit } = app.core;
    registerStaff(app, {
      db,
      clock,
      passwords,
      captcha,
      audit,
      publicUrl: config.publicUrl,
      totpKey: config.staffTotpKey ?? persistentSecret(config.dataDir, STAFF_TOTP_KEY_FILE),
      issuer: config.portal.title,
      passwordMinLength: config.passwordMinLength,
      signIn: config.staffSignIn,
    });
  },
  { name: "staff", dependencies: ["core"] },
);
