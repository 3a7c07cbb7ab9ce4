// The practising certificate a practitioner downloads, and the public check of its code: whose
// it is, its period, and whether it is current today, not begun yet, superseded or expired –
// with nothing private in the public answer.
import {
  certificateMessages,
  certificatePdfPath,
  certificateVerificationSchema,
  publicCertificatePaths,
  publicConditionSchema,
} from "@portal/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { useApcPractitioner } from "../../../test/apc-practitioner.ts";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import { sessionHeader, signIn } from "../../../test/form-pages.ts";
import { pdfQrText } from "../../../test/pdf-qr.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { keysOutside } from "../../../test/public-fields.ts";
import { registerPractice } from "../../../test/register-desk.ts";
import * as schema from "../../db/schema.ts";
import { findPractitionerId, insertPractitioners } from "../register/index.ts";
import { addRound } from "../renewal/index.ts";

const pglite = testDatabases.filter((d) => d.name === "pglite");

const secrets = { contact: "07 555 0199 secret@example.nz", address: "9 Hidden Lane" };
const person = (personId: string, firstNames: string, practices: string[]) => ({
  personId,
  firstNames,
  surname: "Pōmare",
  ...secrets,
  suburb: "Secretvale",
  city: "Rotorua",
  territorialAuthority: "",
  dhb: "",
  eligible: true,
  volunteer: false,
  practices: practices.map((practice) => registerPractice({ practice })),
});

/** A condition on Hēmi's practice, in force on the suite's clock. */
const supervision = {
  type: "Supervision",
  wording: "Orthodontic treatment only under the supervision of a named specialist.",
  startsOn: "2026-05-01",
  endsOn: "2027-04-30",
  reviewOn: null,
};

const round = (year: string, startsOn: string, endsOn: string) => ({
  year,
  startsOn,
  endsOn,
  opensOn: startsOn,
  deadline: startsOn,
  graceDays: 14,
  feeCents: 100000,
});

describe.each(pglite)("the practising certificate's PDF and public check on $name", (testDb) => {
  // 1 June 2026: within the 2026/2027 practising year (migration 0021's round).
  const clock = testClock(new Date("2026-06-01T00:00:00Z"));
  const service = useApcPractitioner(testDb, { clock });
  const verify = (code: string) => service.app.inject({ url: publicCertificatePaths.verify(code) });

  beforeAll(async () => {
    const db = service.database.db;
    await addRound(db, round("2025/2026", "2025-04-01", "2026-03-31"));
    await addRound(db, round("2027/2028", "2027-04-01", "2028-03-31"));
    await db.transaction((tx) =>
      insertPractitioners(tx, [
        {
          ...person("80001", "Hēmi", ["General Dental Practice", "Orthodontic Specialist"]),
          conditions: [{ ...supervision, decision: "PCC 3/2026", liftedOn: null }],
        },
        person("80002", "Lapsed", ["Dental Hygiene Practice"]),
      ]),
    );
    const hemi = (await findPractitionerId(db, "80001"))!;
    const lapsed = (await findPractitionerId(db, "80002"))!;
    await db
      .insert(schema.practitionerAccounts)
      .values({ userId: service.aroha.id, practitionerId: hemi });
    const held = (practitionerId: number, year: string, verificationCode: string) => ({
      practitionerId,
      year,
      startsOn: `${year.slice(0, 4)}-04-01`,
      endsOn: `${year.slice(5)}-03-31`,
      verificationCode,
    });
    await db
      .insert(schema.practisingCertificates)
      .values([
        held(hemi, "2025/2026", "hemi-2025"),
        held(hemi, "2026/2027", "hemi-2026"),
        held(hemi, "2027/2028", "hemi-2027"),
        { ...held(lapsed, "2025/2026", "lapsed-2025"), status: "expired" as const },
      ]);
  });

  it("downloads the latest certificate with its verification link, for its holder only", async () => {
    expect((await service.app.inject({ url: certificatePdfPath })).statusCode).toBe(401);
    const res = await service.app.inject({
      url: certificatePdfPath,
      headers: await service.signedIn(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("practising-certificate-2027-2028.pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(pdfText(res.rawPayload)).toMatchInlineSnapshot(`
      "Annual Practising Certificate
      Practising year 2027/2028
      This certifies that Hēmi Pōmare holds an annual practising certificate for the period below, in the
      scopes of practice listed.
      Name

      Hēmi Pōmare

      Registration number

      80001

      Profession

      Dentist, Dental specialist

      Scopes of practice

      General Dental Practice
      Orthodontic Specialist

      Period

      1 April 2027 to 31 March 2028

      Status

      Not current yet: it starts on 1 April 2027

      Conditions on practice

      Supervision: Orthodontic treatment only under the supervision of a
      named specialist.

      Check this certificate
      Its public record says whether it is genuine and current today:
      http://localhost:8080/verify/hemi-2027

      Page 1 of 1

      "
    `);
  });

  it("carries a QR code a phone reads as the certificate's verification link", async () => {
    const res = await service.app.inject({
      url: certificatePdfPath,
      headers: await service.signedIn(),
    });
    expect(pdfQrText(res.rawPayload)).toBe("http://localhost:8080/verify/hemi-2027");
  });

  it("answers 404 with a message to a user who holds no certificate", async () => {
    const stranger = await createUser(service.database.db);
    const res = await service.app.inject({
      url: certificatePdfPath,
      headers: sessionHeader(await signIn(service.app, stranger)),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: certificateMessages.noCertificate });
  });

  it("says whose a certificate is and where it stands today, to anyone, cacheable", async () => {
    const whose = { registrationNumber: "80001", name: "Hēmi Pōmare" };
    const res = await verify("hemi-2026");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.json()).toEqual({
      ...whose,
      year: "2026/2027",
      startsOn: "2026-04-01",
      endsOn: "2027-03-31",
      standing: "current",
      conditions: [supervision],
    });
    expect((await verify("hemi-2027")).json()).toMatchObject({ ...whose, standing: "upcoming" });
    expect((await verify("hemi-2025")).json()).toMatchObject({ ...whose, standing: "superseded" });
    expect((await verify("lapsed-2025")).json()).toEqual({
      registrationNumber: "80002",
      name: "Lapsed Pōmare",
      year: "2025/2026",
      startsOn: "2025-04-01",
      endsOn: "2026-03-31",
      standing: "expired",
      conditions: [],
    });
  });

  it("answers nothing private: only the allowed fields", async () => {
    for (const code of ["hemi-2025", "hemi-2026", "hemi-2027", "lapsed-2025"]) {
      const res = await verify(code);
      expect(
        keysOutside(res.json(), [certificateVerificationSchema, publicConditionSchema]),
      ).toEqual([]);
      expect(res.body).not.toContain("PCC 3/2026");
      for (const secret of [...Object.values(secrets), "Secretvale"]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it("answers 404 with a plain message for an unknown or altered code", async () => {
    for (const code of ["hemi-2026x", "HEMI-2026", "no such code", "'; drop table x; --"]) {
      const res = await verify(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({ message: certificateMessages.notFound });
    }
    // Longer than a route parameter may be: no route, the edge's 404 with a message.
    const tooLong = await verify("x".repeat(101));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ message: expect.any(String) });
  });
});
