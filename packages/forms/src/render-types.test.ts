import { type Field, type RenderType, renderTypes } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { field } from "./fixtures/factories.ts";
import {
  emptyValueFor,
  isPrinted,
  isServerSet,
  listsCountries,
  printedValue,
  readPostedValue,
  renderTypeTraits,
  traitsOf,
} from "./render-types.ts";
import { wireLimits } from "./wire-values.ts";

const of = (renderType: RenderType, overrides: Partial<Field> = {}) =>
  field("f", { renderType, ...overrides });

const accepted = (type: RenderType, value: unknown) => readPostedValue(of(type), value);

describe("the render type table", () => {
  it("has exactly one row for each render type of the contract", () => {
    expect(Object.keys(renderTypeTraits).sort()).toEqual([...renderTypes].sort());
    for (const type of renderTypes) expect(traitsOf(type), type).toBe(renderTypeTraits[type]);
  });

  it("throws on a type it does not know, naming it", () => {
    expect(() => traitsOf("signature")).toThrow(/Unknown render type "signature"/);
    expect(() => traitsOf("constructor")).toThrow(/Unknown render type/);
  });

  // Today's answers, one line per type: empty value, validated, choice, remembered, framed,
  // printed, lists countries, set by the server.
  const expected: Record<
    RenderType,
    [
      empty: unknown,
      validated: boolean,
      choice: boolean,
      remembered: unknown,
      framed: boolean,
      printed: boolean,
      countries: boolean,
      serverSet: boolean,
    ]
  > = {
    text: ["", true, false, "unlessPassword", true, true, false, false],
    address: ["", true, false, true, true, true, false, false],
    email: ["", true, false, true, true, true, false, false],
    textarea: ["", true, false, true, true, true, false, false],
    float: ["", true, false, true, true, true, false, false],
    date: ["", true, false, true, true, true, false, false],
    radio: ["", true, true, true, true, true, false, false],
    select: ["", true, true, true, true, true, false, false],
    select_multi: [[], true, true, true, true, true, false, false],
    country: ["", true, false, true, true, true, true, false],
    country_multi: [[], true, false, true, true, true, true, false],
    checkbox: [false, true, false, true, true, true, false, false],
    file_upload: [[], true, false, false, true, true, false, false],
    hidden: ["", false, false, true, false, false, false, true],
    html_display: ["", false, false, false, true, false, false, false],
  };

  it.each(renderTypes)("answers for %s as before", (type) => {
    const [empty, validated, choice, remembered, framed, printed, countries, serverSet] =
      expected[type];
    const traits = renderTypeTraits[type];
    expect(emptyValueFor(of(type))).toEqual(empty);
    expect(traits.rules !== null).toBe(validated);
    expect(traits.choice).toBe(choice);
    expect(traits.remembered).toBe(remembered);
    expect(traits.framed).toBe(framed);
    expect(isPrinted(of(type))).toBe(printed);
    expect(listsCountries(of(type))).toBe(countries);
    expect(isServerSet(of(type))).toBe(serverSet);
  });

  it("lists each type's validation rules in the order they report", () => {
    const counts = Object.fromEntries(
      renderTypes.map((t) => [t, renderTypeTraits[t].rules?.length]),
    );
    expect(counts).toEqual({
      text: 0,
      address: 0,
      textarea: 0,
      email: 1,
      float: 1,
      date: 1,
      radio: 0,
      select: 0,
      country: 0,
      checkbox: 0,
      select_multi: 1,
      country_multi: 1,
      file_upload: 2,
      hidden: undefined,
      html_display: undefined,
    });
  });
});

describe("emptyValueFor", () => {
  it("gives each render type the empty value its input holds", () => {
    expect(emptyValueFor(field("a", { renderType: "checkbox" }))).toBe(false);
    expect(emptyValueFor(field("a", { renderType: "country_multi" }))).toEqual([]);
    expect(emptyValueFor(field("a", { renderType: "file_upload" }))).toEqual([]);
    expect(emptyValueFor(field("a", { renderType: "date" }))).toBe("");
  });
});

describe("query-string values", () => {
  const fromQuery = (type: RenderType, raw: readonly string[]) =>
    renderTypeTraits[type].value.fromQuery(raw);

  it("gives text-like and single-choice types the first value as it came", () => {
    for (const type of [
      "text",
      "address",
      "email",
      "textarea",
      "float",
      "radio",
      "select",
      "country",
      "hidden",
    ] as const) {
      expect(fromQuery(type, ["a", "b"]), type).toBe("a");
    }
  });

  it("gives multiple choice every value, a checkbox true/1/on/yes, a date its stored form", () => {
    expect(fromQuery("select_multi", ["1", "2"])).toEqual(["1", "2"]);
    expect(fromQuery("country_multi", ["NZ"])).toEqual(["NZ"]);
    expect(["true", " ON ", "1", "Yes", "no", "0"].map((v) => fromQuery("checkbox", [v]))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(fromQuery("date", ["31/12/2026"])).toBe("2026-12-31");
    expect(fromQuery("date", ["someday"])).toBe("someday");
  });

  it("gives files and shown content nothing", () => {
    expect(fromQuery("file_upload", ["x"])).toBeUndefined();
    expect(fromQuery("html_display", ["x"])).toBeUndefined();
  });
});

describe("posted values (what the service accepts)", () => {
  const file = { fileName: "a.pdf", fileSize: 1, mimeType: "application/pdf", base64: "" };

  it("reads null and an empty text as the type's empty value", () => {
    expect(accepted("checkbox", null)).toEqual({ value: false });
    expect(accepted("select_multi", "")).toEqual({ value: [] });
    expect(accepted("text", "")).toEqual({ value: "" });
  });

  it("accepts each type's own shapes", () => {
    expect(accepted("text", "Ana")).toEqual({ value: "Ana" });
    expect(accepted("float", 1.5)).toEqual({ value: 1.5 });
    expect(accepted("float", "1.5")).toEqual({ value: "1.5" });
    expect(accepted("radio", 17)).toEqual({ value: 17 });
    expect(accepted("hidden", true)).toEqual({ value: true });
    expect(accepted("checkbox", false)).toEqual({ value: false });
    expect(accepted("country_multi", ["NZ", 3])).toEqual({ value: ["NZ", 3] });
    expect(accepted("file_upload", [{ ...file, extra: 1 }])).toEqual({ value: [file] });
  });

  it("refuses other shapes, saying what was expected", () => {
    const expectedOf = (type: RenderType, value: unknown) => {
      const reading = accepted(type, value);
      return "expected" in reading ? reading.expected : reading;
    };
    expect(expectedOf("text", 1)).toBe("text");
    expect(expectedOf("date", 1)).toBe("a date as text (YYYY-MM-DD)");
    expect(expectedOf("float", Number.NaN)).toBe("a number");
    expect(expectedOf("hidden", [])).toBe("text or a number");
    expect(expectedOf("radio", true)).toBe("an option id (text or a number)");
    expect(expectedOf("country", {})).toBe("a country code");
    expect(expectedOf("checkbox", "on")).toBe("true or false");
    expect(expectedOf("select_multi", [[1]])).toBe("a list of option ids");
    expect(expectedOf("select_multi", Array(wireLimits.list + 1).fill(1))).toBe(
      "a list of option ids",
    );
    expect(expectedOf("file_upload", "a.pdf")).toBe("a list of files");
    expect(expectedOf("file_upload", [{ fileName: "a.pdf" }])).toBe(
      "a list of files {fileName, fileSize, mimeType, base64}",
    );
    expect(expectedOf("html_display", "x")).toBe("absent (it shows content only)");
  });

  it("refuses texts over their limit: a textarea's is larger", () => {
    const long = "x".repeat(wireLimits.text + 1);
    expect(accepted("text", long)).toEqual({ refused: "tooLong", max: wireLimits.text });
    expect(accepted("radio", long)).toEqual({ refused: "tooLong", max: wireLimits.text });
    expect(accepted("textarea", long)).toEqual({ value: long });
    expect(accepted("textarea", `${long}${"x".repeat(wireLimits.textarea)}`)).toEqual({
      refused: "tooLong",
      max: wireLimits.textarea,
    });
  });
});

describe("printed values (the form PDF)", () => {
  const options = {
    options: [
      { id: 1, name: "One" },
      { id: 2, name: "Two" },
    ],
  };

  it("prints dates, options, booleans and files as the form showed them", () => {
    expect(printedValue(of("date"), "2026-12-31")).toBe("31/12/2026");
    expect(printedValue(of("checkbox"), true)).toBe("Yes");
    expect(printedValue(of("checkbox"), false)).toBe("No");
    expect(printedValue(of("select_multi", { fieldDetails: options }), [1, 2])).toBe("One, Two");
    expect(printedValue(of("radio", { fieldDetails: options }), "2")).toBe("Two");
    expect(printedValue(of("country"), "NZ")).toBe("NZ");
    expect(
      printedValue(of("file_upload"), [
        { fileName: "a.pdf", fileSize: 1, mimeType: "application/pdf", base64: "" },
      ]),
    ).toBe("a.pdf");
    expect(printedValue(of("text"), null)).toBe("");
    expect(printedValue(of("float"), 2.5)).toBe("2.5");
  });

  it("takes a row's own options in a repeating group", () => {
    const rowOptions = of("select", {
      fieldDetails: options,
      hasManyFieldDetails: [{ options: [{ id: 1, name: "Row one" }] }],
    });
    expect(printedValue(rowOptions, 1, 0)).toBe("Row one");
    expect(printedValue(rowOptions, 2, 1)).toBe("Two");
  });
});
