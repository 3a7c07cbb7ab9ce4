import { describe, expect, it } from "vitest";
import { definitionProblems } from "./definition-problems.ts";
import { annualDeclarationPage } from "./fixtures/annual-declaration-page.ts";
import { field, group, pageOf, repeatingGroup } from "./fixtures/factories.ts";
import { peerRelationshipPage } from "./fixtures/peer-relationship-page.ts";
import { qualificationsPage } from "./fixtures/qualifications-page.ts";

describe("definitionProblems", () => {
  it("finds nothing wrong with the sample definitions", () => {
    for (const page of [annualDeclarationPage, qualificationsPage, peerRelationshipPage]) {
      expect(definitionProblems(page), page.code).toEqual([]);
    }
  });

  it("names fields and repeating groups whose names break the pattern", () => {
    const problems = definitionProblems(
      pageOf(group("g", [field("a.b")]), repeatingGroup("rows[]", [field("ok")])),
    );
    expect(problems).toEqual([
      'Field name "a.b" does not match /^(?!__)[A-Za-z_][A-Za-z0-9_-]*$/',
      'Repeating group id "rows[]" does not match /^(?!__)[A-Za-z_][A-Za-z0-9_-]*$/',
    ]);
  });

  it("finds names used twice where values would collide", () => {
    const problems = definitionProblems(
      pageOf(
        group("a", [field("email"), field("intro", { renderType: "html_display" })]),
        group("b", [field("email"), field("intro", { renderType: "html_display" })]),
        repeatingGroup("email", [field("x"), field("x")]),
      ),
    );
    expect(problems).toEqual([
      'Field name "email" is used more than once on the page',
      'Repeating group id "email" is used more than once on the page',
      'Field name "x" is repeated in group "email"',
    ]);
  });

  it("lets a row field share a name with an ordinary field", () => {
    expect(
      definitionProblems(pageOf(group("g", [field("n")]), repeatingGroup("r", [field("n")]))),
    ).toEqual([]);
  });

  it("finds minRows above maxRows", () => {
    expect(definitionProblems(pageOf(repeatingGroup("r", [], { minRows: 4, maxRows: 2 })))).toEqual(
      ['Repeating group "r" has minRows 4 above maxRows 2'],
    );
  });
});
