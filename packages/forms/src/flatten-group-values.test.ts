import type { FieldValue } from "@portal/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NAME_PATTERN } from "./field-names.ts";
import { field, group, pageOf, repeatingGroup } from "./fixtures/factories.ts";
import { flattenGroupValues, unflattenGroupValues } from "./flatten-group-values.ts";
import type { GroupRow, PageValues } from "./page-values.ts";

const page = pageOf(
  group("details", [field("surname")]),
  repeatingGroup("qualifications", [field("name"), field("year")]),
);

describe("flattenGroupValues", () => {
  it("flattens live rows to {groupId}[i].{fieldName}, renumbered from 0", () => {
    const flat = flattenGroupValues(page, {
      surname: "Ngata",
      qualifications: [
        { name: "BDS", year: "2010", __deleted: true },
        { name: "MDS", year: "2015" },
        { name: "PhD", year: "2020", __deleted: false },
      ],
    });
    expect(flat).toEqual({
      surname: "Ngata",
      "qualifications[0].name": "MDS",
      "qualifications[0].year": "2015",
      "qualifications[1].name": "PhD",
      "qualifications[1].year": "2020",
    });
  });

  it("throws on a row field name the flat format cannot carry back", () => {
    expect(() => flattenGroupValues(page, { qualifications: [{ "a.b": "x" }] })).toThrow(
      /Field name "a.b" in group "qualifications" is not a valid name/,
    );
  });

  it("drops rows stored under a key that is no repeating group of the page", () => {
    expect(flattenGroupValues(page, { stray: [{ a: "x" }] as GroupRow[], surname: "" })).toEqual({
      surname: "",
    });
  });

  it("keeps uploaded files of an ordinary field as a value", () => {
    const files = [{ fileName: "a.pdf", fileSize: 3, mimeType: "application/pdf", base64: "YWJj" }];
    expect(flattenGroupValues(page, { evidence: files })).toEqual({ evidence: files });
  });
});

describe("unflattenGroupValues", () => {
  it("rebuilds rows in index order, closing gaps", () => {
    const values = unflattenGroupValues(page, {
      "qualifications[7].name": "PhD",
      "qualifications[0].name": "BDS",
      "qualifications[0].year": "2010",
      surname: "Ngata",
    });
    expect(values).toEqual({
      surname: "Ngata",
      qualifications: [{ name: "BDS", year: "2010" }, { name: "PhD" }],
    });
  });

  it("gives every repeating group a list and drops a plain value posted under its id", () => {
    expect(unflattenGroupValues(page, { qualifications: "oops" })).toEqual({ qualifications: [] });
  });

  it("keeps keys that are not row keys as plain values, without reaching prototypes", () => {
    const flat = JSON.parse('{"__proto__": "x", "qualifications[0].__deleted": true, "a.b": 1}');
    const values = unflattenGroupValues(page, flat);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.hasOwn(values, "__proto__")).toBe(true);
    expect(values.qualifications).toEqual([]);
    expect(values["a.b"]).toBe(1);
  });
});

describe("flatten → unflatten round trip", () => {
  // fast-check cannot generate from NAME_PATTERN's lookahead: generate the base shape, then
  // keep what the real pattern allows.
  const name = fc
    .stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,11}$/)
    .filter((s) => NAME_PATTERN.test(s));
  const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string(), fc.integer())),
  );
  const row = fc.record({
    values: fc.dictionary(name, fieldValue, { minKeys: 1, maxKeys: 4 }),
    deleted: fc.boolean(),
  });
  const scenario = fc
    .record({
      groupIds: fc.uniqueArray(name, { maxLength: 3 }),
      plain: fc.dictionary(name, fieldValue, { maxKeys: 5 }),
    })
    .chain(({ groupIds, plain }) =>
      fc.record({
        groupIds: fc.constant(groupIds),
        plain: fc.constant(
          Object.fromEntries(Object.entries(plain).filter(([k]) => !groupIds.includes(k))),
        ),
        rows: fc.tuple(...groupIds.map(() => fc.array(row, { maxLength: 5 }))),
      }),
    );

  it("gives back the live rows and plain values for any valid names", () => {
    fc.assert(
      fc.property(scenario, ({ groupIds, plain, rows }) => {
        const definition = pageOf(...groupIds.map((id) => repeatingGroup(id, [])));
        const values: PageValues = { ...plain };
        const expected: PageValues = { ...plain };
        groupIds.forEach((id, g) => {
          const groupRows = rows[g] ?? [];
          values[id] = groupRows.map((r) =>
            r.deleted ? { ...r.values, __deleted: true } : r.values,
          );
          expected[id] = groupRows.filter((r) => !r.deleted).map((r) => r.values);
        });
        const flat = flattenGroupValues(definition, values);
        expect(unflattenGroupValues(definition, flat)).toEqual(expected);
      }),
    );
  });

  it("never throws on arbitrary posted keys and always answers lists for groups", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (flat) => {
        const values = unflattenGroupValues(page, flat);
        expect(Array.isArray(values.qualifications)).toBe(true);
      }),
    );
  });
});
