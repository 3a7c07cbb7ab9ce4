import { renderTypes } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { fieldComponentFor, fieldComponents } from "./field-registry.ts";

describe("field registry", () => {
  it("has a component for every render type of the contract", () => {
    expect(Object.keys(fieldComponents).sort()).toEqual([...renderTypes].sort());
    for (const type of renderTypes) expect(fieldComponentFor(type)).toBe(fieldComponents[type]);
  });

  it("throws on a render type it does not know, naming it", () => {
    expect(() => fieldComponentFor("colour_picker")).toThrow(/Unknown render type "colour_picker"/);
    // Inherited object keys are no render types either.
    expect(() => fieldComponentFor("toString")).toThrow(/Unknown render type/);
  });
});
