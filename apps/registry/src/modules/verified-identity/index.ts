// What other modules may use of the verified-identity module: its settings (the configuration
// reads them).
export { type PortalIdentitySettings, parsePortalIdentity } from "./identity-config.ts";
