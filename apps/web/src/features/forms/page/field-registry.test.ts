import { type Page, renderTypes } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { makeField, pageOf } from "../test-support.tsx";
import {
  fieldComponentFor,
  fieldComponentsReady,
  preloadFieldComponents,
} from "./field-registry.ts";

const everyType: Page = pageOf(
  renderTypes.map((renderType) => makeField(`f_${renderType}`, { renderType })),
);

describe("field registry", () => {
  it("has a component for every render type of the contract, the rarer ones once loaded", async () => {
    expect(fieldComponentsReady(pageOf([makeField("a", { renderType: "text" })]))).toBe(true);
    expect(fieldComponentsReady(everyType)).toBe(false);
    expect(() => fieldComponentFor("address")).toThrow(/not loaded yet/);
    await preloadFieldComponents(everyType);
    expect(fieldComponentsReady(everyType)).toBe(true);
    for (const type of renderTypes) expect(fieldComponentFor(type)).toBeTypeOf("function");
  });

  it("throws on a render type it does not know, naming it", () => {
    expect(() => fieldComponentFor("colour_picker")).toThrow(/Unknown render type "colour_picker"/);
    // Inherited object keys are no render types either.
    expect(() => fieldComponentFor("toString")).toThrow(/Unknown render type/);
  });
});
