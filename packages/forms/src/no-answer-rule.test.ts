import { validationMessages } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { annualDeclarationPage } from "./fixtures/annual-declaration-page.ts";
import { qualificationsPage } from "./fixtures/qualifications-page.ts";
import { applyNoAnswerRule } from "./no-answer-rule.ts";

const MESSAGE = 'Please provide an explanation or attachment for your "No" answer';
const FLAG = "Please provide an explanation or attachment below";

describe("applyNoAnswerRule", () => {
  it("uses the exact texts of SPEC §5", () => {
    expect(validationMessages.noAnswerNeedsExplanation).toBe(MESSAGE);
    expect(validationMessages.noAnswerFieldFlag).toBe(FLAG);
  });

  it("flags every field whose value is 17, as number or text", () => {
    const errors = applyNoAnswerRule(MESSAGE, annualDeclarationPage, {
      cpd_completed: 17,
      hours_per_week: "17",
      contact_email: "ana@example.nz",
    });
    expect(errors).toEqual({ cpd_completed: FLAG, hours_per_week: FLAG });
  });

  it("flags fields inside live rows by their row key", () => {
    const errors = applyNoAnswerRule(MESSAGE, qualificationsPage, {
      qualifications: [
        { assessed_by_council: 17, __deleted: true },
        { assessed_by_council: 1 },
        { assessed_by_council: "17" },
      ],
    });
    expect(errors).toEqual({ "qualifications[1].assessed_by_council": FLAG });
  });

  it("does nothing for any other message, even a near miss", () => {
    const values = { cpd_completed: 17 };
    expect(applyNoAnswerRule(undefined, annualDeclarationPage, values)).toEqual({});
    expect(applyNoAnswerRule("Submission Failed", annualDeclarationPage, values)).toEqual({});
    expect(applyNoAnswerRule(`${MESSAGE}.`, annualDeclarationPage, values)).toEqual({});
  });

  it("does not flag other values or a list that includes 17", () => {
    const errors = applyNoAnswerRule(MESSAGE, qualificationsPage, {
      scopes: [17, 1],
      trained_overseas: false,
      qualifications: [{ qualification_name: "170" }],
    });
    expect(errors).toEqual({});
  });
});
