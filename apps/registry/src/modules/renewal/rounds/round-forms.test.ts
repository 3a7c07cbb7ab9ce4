// A form filed for a practising round (the APC) reads its year, dates and fee from the round it
// joined when started: a new round is a new row, not a new definition version.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApcPractitioner } from "../../../../test/apc-practitioner.ts";
import { buildTestApp, testClock } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { fieldOf, formAnswer } from "../../../../test/form-pages.ts";
import { NEXT_ROUND } from "../../../../test/rounds.ts";
import * as schema from "../../../db/schema.ts";
import {
  defaultFormsDir,
  loadFormDefinitions,
} from "../../forms/definitions/load/load-definitions.ts";
import { addRound, withRoundFigures } from "./index.ts";

const pglite = testDatabases.filter((d) => d.name === "pglite");

describe.each(pglite)("forms of a practising round on $name", (testDb) => {
  const clock = testClock(new Date("2026-03-01T00:00:00Z"));
  const service = useApcPractitioner(testDb, { clock });
  const { addApc } = service;
  const rowOf = async (token: string) =>
    (
      await service.database.db.select().from(schema.forms).where(eq(schema.forms.token, token))
    )[0]!;

  it("joins the round open when it is started and shows that round's year", async () => {
    const added = formAnswer(await addApc());
    const row = await rowOf(added.form!.formToken);
    expect(row.apcYear).toBe("2026/2027");
    expect(fieldOf(added, "apc_year").value).toBe("2026/2027");
  });

  it("starts next year's forms in the next round on the same definition version", async () => {
    await addRound(service.database.db, NEXT_ROUND);
    clock.advance(365 * 24 * 3600_000); // 1 March 2027: the 2027/2028 round opened in February
    const added = formAnswer(await addApc());
    const row = await rowOf(added.form!.formToken);
    expect(row).toMatchObject({ apcYear: "2027/2028", definitionVersion: 1 });
    // Due by the round's deadline, midnight in the regulator's zone (Pacific/Auckland, +13).
    expect(row.dueDate?.toISOString()).toBe("2027-03-30T11:00:00.000Z");
    expect(fieldOf(added, "apc_year").value).toBe("2027/2028");
    const versions = await service.database.db.select().from(schema.formDefinitionVersions);
    expect(versions.filter((v) => v.formTypeCode === "APC")).toHaveLength(1);
  });

  it("fills the round's dates and fee into the definition's texts and payment", () => {
    const apc = loadFormDefinitions(defaultFormsDir).get("APC")!.definition;
    const filled = withRoundFigures(apc, NEXT_ROUND);
    const invoice = filled.pages.find((p) => p.payment)!;
    expect(invoice.payment).toMatchObject({
      amount: 1210.5,
      details: {
        description:
          "Annual practising certificate fee and disciplinary levy 2027/2028 (incl. GST)",
        reference: "APC-2027-2028",
      },
    });
    expect(invoice.sections[0]!.html).toContain("<strong>NZD 1,210.50</strong>");
    expect(filled.description).toBe(
      "Application for an annual practising certificate for the practising year 1 April 2027 to 31 March 2028.",
    );
  });

  it("refuses to start one before any round is open", async () => {
    const early = await buildTestApp(service.database, {
      clock: testClock(new Date("2026-01-15T00:00:00Z")),
    });
    try {
      const refused = await addApc(early);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        "Applications for the Annual Practising Certificate are not open yet: no practising year is open for renewal.",
      );
    } finally {
      await early.close();
    }
  });
});
