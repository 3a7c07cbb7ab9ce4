// What other modules may use of the portal-config module.
export { ConfigError } from "./load-portal-config.ts";
