// The people at the e2e suite's organisation provider (e2e/support/oidc-peer.ts) and the
// desk's client there: what the provider and the specs both know.
import type { DemoIdpAccount } from "../../apps/registry/demo-idp/demo-idp.ts";

export const SSO_PASSWORD = "e2e-organisation";

export const SSO_DESK_CLIENT = {
  clientId: "desk-e2e",
  clientSecret: "desk-e2e-client-secret-desk-e2e",
};

/** The portal's client for practitioners' verified identity, and the name it shows. */
export const SSO_PORTAL_CLIENT = {
  clientId: "portal-e2e",
  clientSecret: "portal-e2e-client-secret-portal-e2e",
  name: "Demo ID",
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

/** Aroha's verified identity: in no desk group, and never linked by its e-mail. */
export const ssoPractitioner: DemoIdpAccount = {
  sub: "e2e-aroha",
  email: "practitioner@example.org",
  name: "Aroha Ngata",
  groups: [],
};

/** An applicant with a verified identity and no account yet. */
export const ssoApplicant: DemoIdpAccount = {
  sub: "e2e-wiremu",
  email: "wiremu.tane@id.example",
  name: "Wiremu Tane",
  groups: [],
};

export const SSO_USERS = [ssoRegistrar, ssoOutsider, ssoPractitioner, ssoApplicant];
