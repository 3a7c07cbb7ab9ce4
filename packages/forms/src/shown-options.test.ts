import type { FieldValue, Option } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { field } from "./fixtures/factories.ts";
import { type CountryOptions, type EndpointOptions, shownOptionsOf } from "./shown-options.ts";

const suburbs: Option[] = [{ id: "glenholme", name: "Glenholme" }];
const nz: Option[] = [{ id: "NZ", name: "New Zealand" }];

/** The options of one known endpoint and of countries, saying what was asked. */
function source(asked: unknown[]): [CountryOptions, EndpointOptions] {
  return [
    (f, row) => {
      asked.push(["countries", f.fieldName, row]);
      return nz;
    },
    (endpoint) =>
      endpoint === "/options/suburbs"
        ? (dependencies: Record<string, FieldValue>) => {
            asked.push(["list", dependencies]);
            return suburbs;
          }
        : undefined,
  ];
}

const suburb = field("suburb", {
  renderType: "select",
  fieldDetails: { endpoint: "/options/suburbs", dependsOn: ["city"] },
});

describe("the options a field showed", () => {
  it("asks the endpoint's list with the dependency values", () => {
    const asked: unknown[] = [];
    expect(shownOptionsOf({ city: "Rotorua" }, ...source(asked))(suburb)).toEqual(suburbs);
    expect(asked).toEqual([["list", { city: "Rotorua" }]]);
  });

  it("shows no options, asking nothing, while a dependency is empty", () => {
    const asked: unknown[] = [];
    expect(shownOptionsOf({ city: "" }, ...source(asked))(suburb)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("keeps the definition's options for an endpoint the source does not know, or none", () => {
    const options = shownOptionsOf({ city: "Rotorua" }, ...source([]));
    const elsewhere = field("x", { fieldDetails: { endpoint: "/elsewhere" } });
    expect(options(elsewhere)).toBeUndefined();
    expect(options(field("plain", { renderType: "select" }))).toBeUndefined();
  });

  it("names countries through the source, with the row of a repeating group", () => {
    const asked: unknown[] = [];
    const row = { country: "NZ" };
    const country = field("country", { renderType: "country" });
    expect(shownOptionsOf({}, ...source(asked))(country, row)).toEqual(nz);
    expect(asked).toEqual([["countries", "country", row]]);
  });
});
