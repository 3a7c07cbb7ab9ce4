// Following an activation link (docs/decisions/051): the token, then the password against the
// reset flow's policy, then – in one transaction – the account at the e-mail the link was sent
// to, with the register's names, linked to the registration and given a practitioner's tiles,
// the link used up. Answered as a login is, so the portal is signed in. An e-mail that has an
// account already, or a registration linked to one, is refused: that account is theirs to sign
// in with, and nothing is made.
import { type AuthResponse, activationMessages } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { hashSecretToken, isWellFormedSecretToken } from "../../secret-token.ts";
import type { AuditTrail } from "../audit/index.ts";
import { type AuthService, type PasswordHasher, passwordProblem } from "../auth/index.ts";
import { linkPractitioner } from "../register/index.ts";
import type { SessionService } from "../sessions/index.ts";
import { assignPractitionerTiles } from "../tiles/index.ts";
import { findUserByEmail, findUserById, insertUser } from "../users/index.ts";
import { findActivatedPerson, findUsableActivation, takeActivation } from "./store.ts";

export interface ActivationDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  passwords: PasswordHasher;
  auth: Pick<AuthService, "respond">;
  audit: AuditTrail;
  passwordMinLength: number;
}

const refused = (message: string) => new ClientError(400, message);

export function createActivation(deps: ActivationDeps) {
  const { db } = deps;
  /** Records the refusal, and answers it (400) with its message: nothing was changed. */
  const refuse = async (ip: string, reason: string, message: string, email?: string) => {
    await deps.audit.record({
      event: "account.activated",
      outcome: "refused",
      email,
      ip,
      detail: { reason },
    });
    return refused(message);
  };

  return async function activate(
    token: string,
    password: string,
    ip: string,
  ): Promise<AuthResponse> {
    const tokenHash = isWellFormedSecretToken(token) ? hashSecretToken(token) : undefined;
    const link = tokenHash && (await findUsableActivation(db, tokenHash, deps.clock()));
    if (!tokenHash || !link) throw await refuse(ip, "link_invalid", activationMessages.linkInvalid);
    const { email } = link;
    const person = await findActivatedPerson(db, link.practitionerId);
    if (!person || person.linked || (await findUserByEmail(db, email))) {
      throw await refuse(ip, "account_exists", activationMessages.accountExists, email);
    }
    const problem = passwordProblem(password, { email, minLength: deps.passwordMinLength });
    if (problem) throw await refuse(ip, "policy", problem, email);
    // Hashed before the transaction: argon2 is slow, and on PGlite a transaction holds the
    // only connection.
    const passwordHash = await deps.passwords.hash(password);
    const userId = await db.transaction(async (tx) => {
      // Taken again inside: of two uses of the link (or two of their links) one goes on.
      if (!(await takeActivation(tx, tokenHash, deps.clock()))) {
        throw refused(activationMessages.linkInvalid);
      }
      const made = await insertUser(tx, {
        email,
        passwordHash,
        firstName: person.firstNames.split(" ")[0] || null,
        displayName: `${person.firstNames} ${person.surname}`.trim() || null,
      });
      // Made meanwhile (a registration, another request): nothing of this one stays.
      if (made === undefined) throw refused(activationMessages.accountExists);
      await linkPractitioner(tx, made, link.practitionerId);
      await assignPractitionerTiles(tx, made);
      return made;
    });
    const user = (await findUserById(db, userId))!;
    const sessionId = await deps.sessions.start(user.id);
    await deps.audit.record({
      event: "account.activated",
      outcome: "success",
      userId: user.id,
      email: user.email,
      ip,
      detail: { practitionerId: link.practitionerId },
    });
    return deps.auth.respond(user, sessionId, activationMessages.activated);
  };
}
