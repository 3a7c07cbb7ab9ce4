import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { field, group } from "./fixtures/factories.ts";
import type { GroupRow, PageValues } from "./page-values.ts";
import { isFieldDisabled, isFieldHidden, isGroupHidden } from "./visibility.ts";

describe("isFieldHidden", () => {
  const explanation = field("explanation", {
    hideExpression: [
      { fieldName: "answer", value: 1 },
      { fieldName: "answer", value: "" },
    ],
  });

  it("hides when any pair of hideExpression matches", () => {
    expect(isFieldHidden(explanation, { answer: 1 })).toBe(true);
    expect(isFieldHidden(explanation, { answer: "" })).toBe(true);
    expect(isFieldHidden(explanation, { answer: 17 })).toBe(false);
  });

  it("reads an empty string pair as matching false, null and a missing field", () => {
    expect(isFieldHidden(explanation, { answer: false })).toBe(true);
    expect(isFieldHidden(explanation, { answer: null })).toBe(true);
    expect(isFieldHidden(explanation, {})).toBe(true);
  });

  it("shows a showExpression field only when some pair matches", () => {
    const f = field("explanation", {
      showExpression: [
        { fieldName: "answer", value: 17 },
        { fieldName: "other", value: "yes" },
      ],
    });
    expect(isFieldHidden(f, { answer: "17" })).toBe(false);
    expect(isFieldHidden(f, { answer: 1, other: "yes" })).toBe(false);
    expect(isFieldHidden(f, { answer: 1, other: "no" })).toBe(true);
    expect(isFieldHidden(f, {})).toBe(true);
  });

  it("treats an empty expression list as no expression", () => {
    expect(isFieldHidden(field("a", { showExpression: [], hideExpression: [] }), {})).toBe(false);
  });

  it("hides when hideExpression matches even if showExpression matches too", () => {
    const f = field("a", {
      hideExpression: [{ fieldName: "x", value: 1 }],
      showExpression: [{ fieldName: "x", value: 1 }],
    });
    expect(isFieldHidden(f, { x: 1 })).toBe(true);
  });

  it("matches a multi-select value that includes the pair's value", () => {
    const f = field("a", { showExpression: [{ fieldName: "scopes", value: "dentist" }] });
    expect(isFieldHidden(f, { scopes: ["hygienist", "dentist"] })).toBe(false);
    expect(isFieldHidden(f, { scopes: ["hygienist"] })).toBe(true);
  });

  it("reads a field of the same row from the row before the page", () => {
    const f = field("assessed", { hideExpression: [{ fieldName: "country", value: "NZ" }] });
    const values: PageValues = { country: "AU" };
    expect(isFieldHidden(f, values, { country: "NZ" })).toBe(true);
    expect(isFieldHidden(f, values, { country: "UK" })).toBe(false);
    // not in the row: falls back to the page
    expect(isFieldHidden(f, { country: "NZ" }, { other: "x" })).toBe(true);
  });

  it("does not read inherited properties as values", () => {
    const f = field("a", { showExpression: [{ fieldName: "constructor", value: "" }] });
    expect(isFieldHidden(f, {})).toBe(false);
    expect(isFieldHidden(f, {}, {})).toBe(false);
  });

  const scalar = fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.integer({ min: -3, max: 20 }),
    fc.boolean(),
    fc.constant(null),
  );
  const current = fc.oneof(
    scalar,
    fc.constant(undefined),
    fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 20 })), {
      maxLength: 3,
    }),
  );

  it("gives opposite answers for hide and show of the same single pair", () => {
    fc.assert(
      fc.property(current, scalar, fc.boolean(), (value, expected, inRow) => {
        const pair = [{ fieldName: "q", value: expected }];
        const values: PageValues = inRow ? {} : value === undefined ? {} : { q: value };
        const row: GroupRow | undefined = inRow
          ? value === undefined
            ? {}
            : { q: value }
          : undefined;
        const hidden = isFieldHidden(field("a", { hideExpression: pair }), values, row);
        const shownOnly = isFieldHidden(field("a", { showExpression: pair }), values, row);
        expect(hidden).toBe(!shownOnly);
      }),
    );
  });
});

describe("isFieldDisabled", () => {
  it("is disabled by the definition flag", () => {
    expect(isFieldDisabled(field("a", { disabled: true }), {})).toBe(true);
    expect(isFieldDisabled(field("a"), {})).toBe(false);
  });

  it("is disabled when a pair of disableExpression matches", () => {
    const f = field("confirm", { disableExpression: [{ fieldName: "peer", value: "" }] });
    expect(isFieldDisabled(f, {})).toBe(true);
    expect(isFieldDisabled(f, { peer: "P123" })).toBe(false);
    expect(isFieldDisabled(f, { peer: "" }, { peer: "P9" })).toBe(false);
  });
});

describe("isGroupHidden", () => {
  it("hides a group when a pair of its hideExpression matches", () => {
    const g = group("overseas", [field("number")], {
      hideExpression: [{ fieldName: "trained_overseas", value: false }],
    });
    expect(isGroupHidden(g, { trained_overseas: false })).toBe(true);
    expect(isGroupHidden(g, {})).toBe(true);
    expect(isGroupHidden(g, { trained_overseas: true })).toBe(false);
  });

  it("never hides a group without an expression", () => {
    expect(isGroupHidden(group("g", []), {})).toBe(false);
  });
});
