// The public register's rules: a visitor's query becomes the peer search's filters (one search
// statement serves both, modules/search), and each person found is answered through the
// allowed list of public-practitioner.ts. Everyone on the register is listed, whatever their
// status: a suspended or lapsed practitioner is exactly what a patient needs to see.
import {
  calendarDateAt,
  type PublicPractitionerPage,
  type PublicRegisterPage,
  type PublicRegisterQuery,
  practiceTypeNames,
  publicRegisterMessages,
  scopesOf,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { findPractitionerId, findRegisterEntry, publicHistoryOf } from "../register/index.ts";
import { type RegisterFilter, searchRegister } from "../search/index.ts";
import { publicPractitionerOf } from "./public-practitioner.ts";

/** Blank text is no filter; other text is matched trimmed. */
const textOf = (value: string | undefined) => value?.trim() || undefined;

export function publicFilterOf(query: PublicRegisterQuery): RegisterFilter {
  const scopes = query.profession ? scopesOf(query.profession, practiceTypeNames) : undefined;
  return {
    name: textOf(query.q),
    personId: textOf(query.registrationNumber),
    city: textOf(query.city),
    // A profession of one scope is that practice type, which the search reads in the register's
    // order from its own rows and counts; one of several scopes matches any of them.
    ...(scopes?.length === 1 ? { practice: scopes[0] } : { practiceAny: scopes }),
  };
}

export function createPublicRegister(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db } = deps;
  const today = () => calendarDateAt(deps.clock(), deps.timeZone);
  return {
    async search(query: PublicRegisterQuery): Promise<PublicRegisterPage> {
      const { page, pageSize } = query;
      const found = await searchRegister(
        db,
        publicFilterOf(query),
        { limit: pageSize, start: (page - 1) * pageSize },
        today(),
      );
      return {
        totalItems: found.totalItems,
        page,
        pageSize,
        practitioners: found.matches.map(publicPractitionerOf),
      };
    },

    /**
     * One practitioner by registration number, with the public part of their history; 404 when
     * the register has none.
     */
    async find(registrationNumber: string): Promise<PublicPractitionerPage> {
      const personId = textOf(registrationNumber);
      const practitionerId = personId && (await findPractitionerId(db, personId));
      const entry = practitionerId && (await findRegisterEntry(db, practitionerId, today()));
      if (!practitionerId || !entry) throw new ClientError(404, publicRegisterMessages.notFound);
      const history = await publicHistoryOf(db, practitionerId);
      return { ...publicPractitionerOf(entry), history };
    },
  };
}

export type PublicRegister = ReturnType<typeof createPublicRegister>;
