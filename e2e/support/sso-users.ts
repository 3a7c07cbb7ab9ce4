// The people at the e2e suite's organisation provider (e2e/support/oidc-peer.ts) and the
// desk's client there: what the provider and the specs both know.
import type { DemoIdpAccount } from "../../apps/registry/demo-idp/demo-idp.ts";

export const SSO_PASSWORD = "e2e-organisation";

export const SSO_DESK_CLIENT = {
  clientId: "desk-e2e",
  clientSecret: "desk-e2e-client-secret-desk-e2e",
};

export const SSO_ROLE_MAP = "admin=desk-admins;registrar=desk-registrars";

export const ssoRegistrar: DemoIdpAccount = {
  sub: "e2e-mere",
  email: "mere.registrar@council.example",
  name: "Mere Registrar",
  groups: ["desk-registrars"],
};

/** In no desk group: the desk refuses her. */
export const ssoOutsider: DemoIdpAccount = {
  sub: "e2e-sam",
  email: "sam.finance@council.example",
  name: "Sam Finance",
  groups: ["finance"],
};

export const SSO_USERS = [ssoRegistrar, ssoOutsider];
