// One register of record: every surface that shows a practitioner's practising certificate – the
// public list, page and peer search API, /verify, the dashboard, the desk's record and the PDF –
// says the same after each change (a registrar's edit, a condition imposed and lifted, the
// lapse, a new certificate), and after the calendar alone moves past the period's end; those
// that show conditions on practice show the same ones.
import {
  apiPaths,
  certificatePaths,
  certificatePdfPath,
  deskPaths,
  publicCertificatePaths,
  publicRegisterPaths,
} from "@portal/contract";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, type DeskClient, signedInStaff } from "../../../test/desk.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { DAY, useRenewalRound } from "../../../test/rounds.ts";
import * as schema from "../../db/schema.ts";

const PERSON = "70001";

/**
 * What each surface says of the certificate, in the register's words, and – where it shows
 * them – the wording of the conditions in force.
 */
interface Said {
  status: string;
  period?: string;
  conditions?: string[];
}

const wordings = (conditions: Array<{ wording: string }>) => conditions.map((c) => c.wording);

describe.each(testDatabases)("one register of record on $name", (testDb) => {
  // 1 June 2026: Aroha's record (70001) holds the 2026/2027 certificate.
  const round = useRenewalRound(testDb, new Date("2026-06-01T00:00:00Z"), {
    PUBLIC_URL: DESK_ORIGIN,
  });
  let registrar: DeskClient;
  /** A registrar signed in now (a desk session ends after 8 hours). */
  const signRegistrarIn = async () => {
    const { app, database } = round.service;
    registrar = (await signedInStaff(app, database.db, round.clock)).client;
  };
  beforeAll(signRegistrarIn);
  const later = async (ms: number) => {
    round.clock.advance(ms);
    await signRegistrarIn();
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await round.service.app.inject({ url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };

  /** The latest certificate's verification code: what its QR code carries. */
  const latestCode = async () => {
    const c = schema.practisingCertificates;
    const [latest] = await round.service.database.db
      .select({ code: c.verificationCode })
      .from(c)
      .where(eq(c.practitionerId, round.renewing))
      .orderBy(desc(c.endsOn))
      .limit(1);
    return latest!.code;
  };

  /** Every surface's word for the certificate, read now. */
  async function surfaces(): Promise<Record<string, Said>> {
    const session = await round.service.signedIn();
    const list = (await get(`${publicRegisterPaths.search}?registrationNumber=${PERSON}`)).json();
    const page = (await get(publicRegisterPaths.practitioner(PERSON))).json();
    const peer = (
      await get(`${apiPaths.search}?PersonID=${PERSON}&limit=20&start=0`, session)
    ).json().matches[0].Practices[0];
    const verified = (await get(publicCertificatePaths.verify(await latestCode()))).json();
    const dashboard = (await get(certificatePaths.status, session)).json();
    const deskRes = await registrar.call("GET", deskPaths.registerRecord(PERSON));
    expect(deskRes.statusCode, deskRes.body).toBe(200);
    const desk = deskRes.json();
    const history = (await registrar.call("GET", deskPaths.registerHistory(PERSON))).json();
    const pdf = pdfText((await get(certificatePdfPath, session)).rawPayload).replace(/\s+/g, " ");
    const word = (current: boolean) => (current ? "Current" : "Expired");
    const listed = list.practitioners[0];
    return {
      list: { ...listed.practisingCertificate, conditions: wordings(listed.conditions) },
      page: { ...page.practisingCertificate, conditions: wordings(page.conditions) },
      peerSearch: { status: peer.APCStatus, period: peer.APCPeriod },
      verify: {
        status: word(verified.standing === "current"),
        conditions: wordings(verified.conditions),
      },
      dashboard: { status: word(dashboard.state !== "expired") },
      desk: {
        status: desk.certificate.status,
        period: desk.certificate.period,
        conditions: wordings(history.conditions.filter((c: { inForce: boolean }) => c.inForce)),
      },
      pdf: {
        status: word(/Current until/.test(pdf)),
        conditions: [...pdf.matchAll(/Supervision: (.*?\.)/g)].map((m) => m[1]!),
      },
    };
  }

  /**
   * All surfaces say `status`, those that show the period say `period`, and those that show
   * conditions show `conditions` (none unless told).
   */
  async function allSay(status: string, period: string, conditions: string[] = []) {
    const said = await surfaces();
    for (const [surface, words] of Object.entries(said)) {
      expect(words.status, surface).toBe(status);
      if (words.period !== undefined) expect(words.period, surface).toBe(period);
      if (words.conditions !== undefined) expect(words.conditions, surface).toEqual(conditions);
    }
  }

  const setCertificate = async (period: string, status: "Current" | "Expired") => {
    const practices = (await registrar.call("GET", deskPaths.registerRecord(PERSON))).json()
      .practices;
    const res = await registrar.call("PUT", deskPaths.registerRecord(PERSON), {
      practices,
      certificate: { period, status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const held = "01/04/2026 - 31/03/2027";

  it("agrees once issued", async () => {
    await allSay("Current", held);
  });

  it("agrees after a registrar ends it early, and after they restore it", async () => {
    await setCertificate(held, "Expired");
    await allSay("Expired", held);
    await setCertificate(held, "Current");
    await allSay("Current", held);
  });

  it("agrees once a condition is imposed, and once it is lifted", async () => {
    const wording = "Practises only under the supervision of a named dental hygienist.";
    const imposed = await registrar.call("POST", deskPaths.conditions(PERSON), {
      type: "Supervision",
      wording,
      startsOn: "2026-06-01",
      decision: "PCC 7/2026",
    });
    expect(imposed.statusCode, imposed.body).toBe(200);
    await allSay("Current", held, [wording]);
    const [condition] = imposed.json().conditions;
    const lifted = await registrar.call("POST", deskPaths.liftCondition(PERSON, condition.id), {
      liftedOn: "2026-06-01",
      decision: "PCC 8/2026",
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    await allSay("Current", held);
  });

  it("agrees the day after its period ends, with no job run", async () => {
    await later(303 * DAY); // 31 March 2027, its last day
    await allSay("Current", held);
    await later(DAY); // 1 April 2027
    await allSay("Expired", held);
  });

  it("agrees once it lapses, and once a new certificate restores them", async () => {
    await later(15 * DAY); // 16 April 2027: the round's grace is over
    await round.service.app.jobs.runDue();
    const [person] = await round.service.database.db
      .select({ eligible: schema.practitioners.eligible })
      .from(schema.practitioners)
      .where(eq(schema.practitioners.personId, PERSON));
    expect(person!.eligible).toBe(false);
    registrar = (await signedInStaff(round.service.app, round.service.database.db, round.clock))
      .client;
    await allSay("Expired", held);
    const next = "01/04/2027 - 31/03/2028";
    await setCertificate(next, "Current");
    await allSay("Current", next);
  });
});
