// Staff signing in through the organisation's identity provider. The provider is trusted for
// who the person is and which desk role their groups give (docs/security.md): an account is
// made at the first sign-in of someone in a mapped group, tied to the provider's `sub`, and its
// role follows the groups at every sign-in. Someone the provider no longer puts in a mapped group
// is refused and every desk session of theirs ends. The desk's second factor is the provider's
// business here: its session is complete at once, recording which provider signed it in.
import type { DeskSignInOptions, DeskSsoFailure } from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import type { AuditDetail, AuditTrail } from "../../audit/index.ts";
import {
  checksOf,
  OidcError,
  type OidcIdentity,
  type OidcLogins,
  type RelyingParty,
  startSignIn,
} from "../../oidc/index.ts";
import type { StaffSessions } from "../sessions/staff-sessions.ts";
import { staffAuditEvent } from "../staff-audit-event.ts";
import { findStaffByEmail, findStaffById, insertStaff, type StaffRow } from "../store.ts";
import { findStaffByIdentity, insertStaffIdentity, setStaffRole } from "./identities-store.ts";
import { roleFromClaims, type StaffSignInSettings } from "./staff-oidc-config.ts";

export type SsoOutcome = { sessionId: string } | { failure: DeskSsoFailure };

export interface StaffSso {
  options(): DeskSignInOptions;
  /** A sign-in at the provider: the key for the browser's cookie and where to send it. */
  start(): Promise<{ key: string; url: string }>;
  /** The provider's answer at the callback, with the browser's key. */
  finish(callbackUrl: URL, key: string | undefined, ip: string): Promise<SsoOutcome>;
}

export interface StaffSsoDeps {
  db: Db;
  clock: Clock;
  audit: AuditTrail;
  sessions: StaffSessions;
  settings: StaffSignInSettings;
  /** The provider; undefined when none is configured (start then throws `unavailable`). */
  relyingParty: RelyingParty | undefined;
  logins: OidcLogins;
  redirectUri: string;
}

export function createStaffSso(deps: StaffSsoDeps): StaffSso {
  const { db, clock, settings } = deps;
  const oidc = settings.oidc;
  const provider = deps.relyingParty?.issuer ?? "";

  const refuse = async (
    failure: DeskSsoFailure,
    who: { email: string; staffId?: number | undefined },
    ip: string,
    detail: AuditDetail,
    ex: Executor | undefined = undefined,
  ): Promise<SsoOutcome> => {
    const event = staffAuditEvent("staff.sign_in.failed", "refused", who, ip, {
      method: "oidc",
      provider,
      reason: failure,
      ...detail,
    });
    await (ex ? deps.audit.recordIn(ex, event) : deps.audit.record(event));
    return { failure };
  };

  const record = (ex: Executor, ...event: Parameters<typeof staffAuditEvent>) =>
    deps.audit.recordIn(ex, staffAuditEvent(...event));

  /** The account the identity signs in to: tied to it already, or found by e-mail, or none. */
  async function accountFor(tx: Executor, identity: OidcIdentity, email: string) {
    const tied = await findStaffByIdentity(tx, identity.issuer, identity.subject);
    if (tied) return { staff: tied, tied: true };
    const byEmail = await findStaffByEmail(tx, email);
    // The organisation's own provider vouches for its staff's addresses, unless it says not.
    if (byEmail && identity.emailVerified === false) return { refusal: "email_unverified" };
    return { staff: byEmail, tied: false };
  }

  /** A first sign-in in a mapped group: the account, made now. */
  async function provision(tx: Executor, email: string, role: StaffRow["role"], ip: string) {
    const staffId = await insertStaff(tx, { email, role, now: clock() });
    const staff = staffId === undefined ? undefined : await findStaffById(tx, staffId);
    if (staff) {
      const who = { email, staffId: staff.id };
      await record(tx, "staff.account.provisioned", "success", who, ip, { role, provider });
    }
    return staff;
  }

  /** Signs the identity in to its account, in one transaction; a refusal commits its audit. */
  function signIn(identity: OidcIdentity, email: string, ip: string): Promise<SsoOutcome> {
    const role = roleFromClaims(oidc!, identity.claims);
    return db.transaction(async (tx) => {
      const found = await accountFor(tx, identity, email);
      if ("refusal" in found) {
        return refuse("invalid", { email }, ip, { cause: found.refusal ?? null }, tx);
      }
      let staff = found.staff;
      const who = { email, staffId: staff?.id };
      if (!role) {
        if (staff) {
          const count = await deps.sessions.endAllOf(tx, staff.id);
          await record(tx, "staff.sessions.revoked", "success", who, ip, {
            count,
            reason: "provider_role_removed",
            provider,
          });
        }
        return refuse("no_role", who, ip, {}, tx);
      }
      if (staff?.disabled) return refuse("disabled", who, ip, {}, tx);
      staff ??= await provision(tx, email, role, ip);
      if (!staff) return refuse("invalid", who, ip, { cause: "email_taken" }, tx);
      const staffWho = { email: staff.email, staffId: staff.id };
      if (!found.tied) {
        const linked = await insertStaffIdentity(tx, {
          staffId: staff.id,
          issuer: identity.issuer,
          subject: identity.subject,
          now: clock(),
        });
        if (!linked) return refuse("invalid", staffWho, ip, { cause: "other_identity" }, tx);
        await record(tx, "staff.identity.linked", "success", staffWho, ip, { provider });
      }
      if (staff.role !== role) {
        await setStaffRole(tx, staff.id, role);
        await record(tx, "staff.role.changed", "success", staffWho, ip, {
          from: staff.role,
          to: role,
          provider,
        });
      }
      const sessionId = await deps.sessions.startSignedIn(tx, staff.id, identity.issuer);
      await record(tx, "staff.sign_in.succeeded", "success", staffWho, ip, {
        method: "oidc",
        provider,
      });
      return { sessionId };
    });
  }

  return {
    options: () => ({ organisation: oidc !== undefined, localSignIn: settings.localSignIn }),

    async start() {
      if (!deps.relyingParty) throw new OidcError("unavailable", "No provider is configured");
      return startSignIn(deps.relyingParty, deps.logins, deps.redirectUri);
    },

    async finish(callbackUrl, key, ip) {
      const login = await deps.logins.take(key);
      if (!deps.relyingParty || !oidc || !login) {
        return refuse("expired", { email: "" }, ip, { cause: "no_sign_in_under_way" });
      }
      let identity: OidcIdentity;
      try {
        identity = await deps.relyingParty.finish(callbackUrl, checksOf(login));
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        return refuse(error.failure, { email: "" }, ip, { cause: error.message.slice(0, 300) });
      }
      const email = emailOf(identity);
      if (!email) return refuse("invalid", { email: "" }, ip, { cause: "no_email" });
      return signIn(identity, email, ip);
    },
  };
}

/** The person's e-mail: `email`, else an Entra-style `preferred_username` that is one. */
function emailOf(identity: OidcIdentity): string | undefined {
  const username = identity.claims.preferred_username;
  const candidate =
    identity.email ?? (typeof username === "string" && username.includes("@") ? username : "");
  return candidate.trim() || undefined;
}
