// What other modules may use of the verified-identity module: its settings (the configuration
// reads them), the identity an application proved (the registrar's view reads it; the account the
// application makes is linked to it).

export { findProvenIdentity, linkApplicationIdentity } from "./application-identity.ts";
export { type PortalIdentitySettings, parsePortalIdentity } from "./identity-config.ts";
