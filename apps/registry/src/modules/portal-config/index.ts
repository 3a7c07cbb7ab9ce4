// What other modules may use of the portal-config module.
export {
  ConfigError,
  DEFAULT_REGISTRATION_FORM_TYPE,
  registrationFormTypeOf,
} from "./load-portal-config.ts";
