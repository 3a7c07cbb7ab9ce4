import { describe, expect, it } from "vitest";
import type { CpdCycleProgress } from "./cpd.ts";
import { recertProgressTexts, submissionFlagTexts } from "./recert-declaration.ts";

const cycle = (profession: string, logged: [number, number, number]): CpdCycleProgress => ({
  profession,
  startsOn: "2025-04-01",
  endsOn: "2027-03-31",
  activities: 3,
  requirements: [
    { key: "total", label: "CPD hours in all", unit: "hours", required: 40, logged: logged[0] },
    { key: "cultural", label: "Cultural safety", unit: "hours", required: 2, logged: logged[1] },
    {
      key: "peerContacts",
      label: "Contacts with your professional peer",
      unit: "contacts",
      required: 2,
      logged: logged[2],
    },
  ],
});

describe("the recertification declaration's texts", () => {
  it("names only what the log falls short of, by profession when there are several cycles", () => {
    expect(submissionFlagTexts.declaredMetNotShown([cycle("Dental hygienist", [9.5, 0, 2])])).toBe(
      "Declared met; the log shows 9.5 of 40 hours, cultural safety 0 of 2",
    );
    expect(
      submissionFlagTexts.declaredMetNotShown([
        cycle("Dental hygienist", [41, 0, 2]),
        cycle("Dental therapist", [40, 2, 1]),
      ]),
    ).toBe(
      "Declared met; the log shows dental hygienist: cultural safety 0 of 2; " +
        "dental therapist: peer contacts 1 of 2",
    );
  });

  it("says one hour and one contact in the singular", () => {
    expect(recertProgressTexts.amount(1, "hours")).toBe("1 hour");
    expect(recertProgressTexts.amount(1, "contacts")).toBe("1 contact");
    expect(recertProgressTexts.amount(2.5, "hours")).toBe("2.5 hours");
  });
});
