import { validationMessages } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { field } from "./fixtures/factories.ts";
import { traitsOf } from "./render-types.ts";
import { validateFieldValue } from "./validate-field.ts";

const file = (fileSize: number) => ({
  fileName: "scan.pdf",
  fileSize,
  mimeType: "application/pdf",
  base64: "",
});

describe("validateFieldValue: required", () => {
  const required = field("name", { required: true });

  it("reports 'This field is required' for every kind of empty", () => {
    expect(validationMessages.required).toBe("This field is required");
    for (const value of [undefined, null, "", "   ", []]) {
      expect(validateFieldValue(required, value), JSON.stringify(value)).toBe(
        "This field is required",
      );
    }
  });

  it("counts an unticked checkbox as empty when required", () => {
    const agree = field("agree", { renderType: "checkbox", required: true });
    expect(validateFieldValue(agree, false)).toBe("This field is required");
    expect(validateFieldValue(agree, true)).toBeNull();
  });

  it("accepts 0 as an answer", () => {
    expect(validateFieldValue(field("n", { renderType: "float", required: true }), 0)).toBeNull();
  });

  it("lets an optional empty field pass without format checks", () => {
    expect(validateFieldValue(field("d", { renderType: "date" }), "")).toBeNull();
    expect(validateFieldValue(field("e", { renderType: "email" }), undefined)).toBeNull();
  });
});

describe("validateFieldValue: formats", () => {
  const date = field("d", { renderType: "date" });

  it("reports 'Please enter a valid date' for a date that does not exist", () => {
    expect(validateFieldValue(date, "31/02/2024")).toBe("Please enter a valid date");
    expect(validateFieldValue(date, "next week")).toBe("Please enter a valid date");
    expect(validateFieldValue(date, 20240201)).toBe("Please enter a valid date");
  });

  it("accepts typed and stored dates", () => {
    expect(validateFieldValue(date, "29/02/2024")).toBeNull();
    expect(validateFieldValue(date, "2024-02-29")).toBeNull();
  });

  it("checks an email's basic shape", () => {
    const email = field("e", { renderType: "email" });
    expect(validateFieldValue(email, "ana@example.nz")).toBeNull();
    expect(validateFieldValue(email, "ana.example.nz")).toBe("Please enter a valid email address");
    expect(validateFieldValue(email, "ana@example")).toBe("Please enter a valid email address");
  });

  it("checks a float is a decimal number", () => {
    const float = field("f", { renderType: "float" });
    expect(validateFieldValue(float, "37.5")).toBeNull();
    expect(validateFieldValue(float, "-2")).toBeNull();
    expect(validateFieldValue(float, 12)).toBeNull();
    expect(validateFieldValue(float, "12 hours")).toBe("Please enter a valid number");
    expect(validateFieldValue(float, "1e3")).toBe("Please enter a valid number");
  });
});

describe("validateFieldValue: limits", () => {
  it("reports too many options over maxSelected, not at it", () => {
    const scopes = field("s", { renderType: "select_multi", maxSelected: 2 });
    expect(validateFieldValue(scopes, ["a", "b"])).toBeNull();
    expect(validateFieldValue(scopes, ["a", "b", "c"])).toBe(
      "Too many options have been selected. Please select up to 2 options.",
    );
    const countries = field("c", { renderType: "country_multi", maxSelected: 1 });
    expect(validateFieldValue(countries, ["NZ", "AU"])).toBe(
      "Too many options have been selected. Please select up to 1 options.",
    );
  });

  it("reports too many files over maxUploads", () => {
    const upload = field("u", { renderType: "file_upload", maxUploads: 2 });
    expect(validateFieldValue(upload, [file(1), file(1)])).toBeNull();
    expect(validateFieldValue(upload, [file(1), file(1), file(1)])).toBe(
      "Too many files have been selected. Please select up to 2 files.",
    );
  });

  it("reports a total size over maxFileSize with the limit formatted", () => {
    const upload = field("u", { renderType: "file_upload", maxFileSize: 5_000_000 });
    expect(validateFieldValue(upload, [file(3_000_000), file(2_000_000)])).toBeNull();
    expect(validateFieldValue(upload, [file(3_000_000), file(2_000_001)])).toBe(
      "The total size of all selected files is too large. Please select up to 5 MB",
    );
  });

  it("formats small limits in bytes and kB at the 999/1000 boundary", () => {
    const small = (maxFileSize: number) => field("u", { renderType: "file_upload", maxFileSize });
    expect(validateFieldValue(small(999), [file(1000)])).toBe(
      "The total size of all selected files is too large. Please select up to 999 bytes",
    );
    expect(validateFieldValue(small(1000), [file(1001)])).toBe(
      "The total size of all selected files is too large. Please select up to 1 kB",
    );
  });

  it("reports both the file count and the total size, neither hiding the other", () => {
    const upload = field("u", { renderType: "file_upload", maxUploads: 1, maxFileSize: 10 });
    expect(validateFieldValue(upload, [file(100), file(100)])).toBe(
      "Too many files have been selected. Please select up to 1 files. " +
        "The total size of all selected files is too large. Please select up to 10 bytes",
    );
  });
});

describe("validateFieldValue: types that are never validated", () => {
  it("skips hidden and html_display fields even when required and empty", () => {
    expect(validateFieldValue(field("h", { renderType: "hidden", required: true }), "")).toBeNull();
    expect(
      validateFieldValue(field("x", { renderType: "html_display", required: true }), undefined),
    ).toBeNull();
  });
});

describe("the rules of a render type (its row's rules)", () => {
  it("throws on an unknown render type, naming it", () => {
    expect(() => traitsOf("signature").rules).toThrow(/Unknown render type "signature"/);
  });

  it("knows every render type of the contract", () => {
    expect(traitsOf("file_upload").rules).toHaveLength(2);
    expect(traitsOf("hidden").rules).toBeNull();
  });
});
