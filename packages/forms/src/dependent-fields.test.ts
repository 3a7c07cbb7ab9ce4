import { describe, expect, it } from "vitest";
import { dependenciesOf, dependencyValues, optionsEndpointOf } from "./dependent-fields.ts";
import { field } from "./fixtures/factories.ts";

describe("dependencyValues", () => {
  const suburb = field("suburb", {
    renderType: "select",
    dependsOn: [{ fieldName: "district" }, { fieldName: "city" }],
  });

  it("gives the depended-on values once all have one", () => {
    expect(dependencyValues(suburb, { district: 3, city: "Dunedin" })).toEqual({
      district: 3,
      city: "Dunedin",
    });
  });

  it("is null when any depended-on value is empty", () => {
    expect(dependencyValues(suburb, { district: 3, city: "" })).toBeNull();
    expect(dependencyValues(suburb, { district: false, city: "Dunedin" })).toBeNull();
    expect(dependencyValues(suburb, { city: "Dunedin" })).toBeNull();
  });

  it("is an empty record for a field without dependencies", () => {
    expect(dependencyValues(field("district"), {})).toEqual({});
  });

  it("reads a same-row dependency from the row only", () => {
    const practice = field("practice", {
      dependsOn: [{ fieldName: "region", fieldGroupName: "rows", isHasMany: true }],
    });
    expect(dependencyValues(practice, { region: "Otago" }, { region: "Canterbury" })).toEqual({
      region: "Canterbury",
    });
    expect(dependencyValues(practice, { region: "Otago" }, {})).toBeNull();
    expect(dependencyValues(practice, { region: "Otago" })).toBeNull();
  });

  it("does not offer rows or files as a dependency value", () => {
    const f = field("x", { dependsOn: [{ fieldName: "rows" }] });
    expect(dependencyValues(f, { rows: [{ a: "1" }] })).toBeNull();
  });
});

describe("dependenciesOf", () => {
  it("falls back to the names in fieldDetails.dependsOn", () => {
    const f = field("suburb", { fieldDetails: { dependsOn: ["district"] } });
    expect(dependenciesOf(f)).toEqual([{ fieldName: "district", isHasMany: false }]);
  });
});

describe("optionsEndpointOf", () => {
  it("takes the field's endpoint, else its fieldDetails' one; an empty one is none", () => {
    expect(optionsEndpointOf(field("a", { fieldDetails: { endpoint: "/options/b" } }))).toBe(
      "/options/b",
    );
    expect(
      optionsEndpointOf(field("a", { endpoint: "/options/a", fieldDetails: { endpoint: "/b" } })),
    ).toBe("/options/a");
    expect(optionsEndpointOf(field("a", { endpoint: "" }))).toBeUndefined();
    expect(optionsEndpointOf(field("a"))).toBeUndefined();
  });
});
