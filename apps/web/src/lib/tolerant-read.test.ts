import {
  authResponseSchema,
  formResponseSchema,
  optionListSchema,
  searchResultSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { makeAuthResponse } from "../test/factories.ts";
import formAnswer from "../test/odoo-answers/form.json";
import loginAnswer from "../test/odoo-answers/login.json";
import optionsAnswer from "../test/odoo-answers/options.json";
import searchAnswer from "../test/odoo-answers/search.json";
import userAnswer from "../test/odoo-answers/user.json";
import { type ReadableSchema, readTolerantly } from "./tolerant-read.ts";

/** Reads an answer, collecting the warnings; fails the test when it cannot be read. */
function read<T>(schema: ReadableSchema<T>, answer: unknown) {
  const warnings: string[] = [];
  const result = readTolerantly(schema, answer, "the recorded answer", (w) => warnings.push(w));
  if (!result.success) throw new Error("The answer could not be read", { cause: result.error });
  return { data: result.data, warnings };
}

const warningAt = (path: string, note: string) =>
  `Unexpected value at ${path} in the recorded answer: ${note}`;
const pathsOf = (warnings: string[]) =>
  warnings.map((w) => /^Unexpected value at (\S+) in /.exec(w)?.[1]).sort();

describe("readTolerantly", () => {
  it("returns an answer the schema accepts as it is, without a warning", () => {
    const answer = makeAuthResponse();
    const { data, warnings } = read(authResponseSchema, answer);
    expect(data).toEqual(answer);
    expect(warnings).toEqual([]);
  });

  it("reads an Odoo login answer: false dates, texts and lists become empty, a false tile is left out", () => {
    const { data, warnings } = read(authResponseSchema, loginAnswer);
    expect(data.userDetails).toEqual({
      id: 7,
      email: "aroha@example.org",
      firstName: "Aroha",
      passwordResetPending: false,
    });
    expect(data.odooSessionId).toBe("odoo-session-1");
    expect(data.message).toBeUndefined();
    expect(data.tiles.map((tile) => tile.type)).toEqual([
      "apc",
      "volunteer_search",
      "view_annual_declarations",
    ]);
    expect(data.tiles[0]?.formTypes[0]?.forms[0]).toEqual({
      formId: "tok-apc-1",
      name: "APC 2026/27",
      writeDate: 1767225600,
      canEdit: true,
      canDelete: true,
    });
    expect(data.tiles[1]).toMatchObject({ subTiles: [], formTypes: [] });
    expect(data.tiles[2]?.formTypes[0]?.completedForms[0]).toEqual({
      formId: "tok-decl-2025",
      name: "Declaration 2025",
      writeDate: 1735689600,
      canEdit: false,
      canDelete: false,
      attachments: [],
      APCYear: "2025",
    });
    // Paths name the answer as it came: tiles[3] even though tiles[2] was left out.
    expect(warnings).toContain(
      warningAt("tiles[3].formTypes[0].completedForms[0].dueDate", "read as empty"),
    );
    expect(warnings).toContain(warningAt("tiles[2]", "its row left out"));
    expect(warnings).toContain(
      warningAt("tiles[0].formTypes[0].forms[0].writeDate", "read as its number or text"),
    );
    expect(pathsOf(warnings)).toEqual(
      [
        "message",
        "tiles[0].formTypes[0].forms[0].practitioner",
        "tiles[0].formTypes[0].forms[0].writeDate",
        "tiles[1].formTypes",
        "tiles[1].subTiles",
        "tiles[2]",
        "tiles[3].formTypes[0].completedForms[0].attachments",
        "tiles[3].formTypes[0].completedForms[0].confirmationStatus",
        "tiles[3].formTypes[0].completedForms[0].declarationDate",
        "tiles[3].formTypes[0].completedForms[0].dueDate",
        "userDetails.displayName",
        "userDetails.id",
      ].sort(),
    );
  });

  it("reads an Odoo user answer's form lists: a form without a date and an unreadable file are left out", () => {
    const { data, warnings } = read(authResponseSchema, userAnswer);
    const formType = data.tiles[0]?.subTiles[0]?.formTypes[0];
    expect(formType?.canAdd).toBe(false);
    expect(formType?.forms.map((form) => [form.formId, form.writeDate])).toEqual([
      ["tok-conf-2", 1767312000],
    ]);
    expect(formType?.completedForms[0]).toEqual({
      formId: "4711",
      name: "Confirmation for Hemi",
      writeDate: 1735776000,
      canEdit: false,
      canDelete: false,
      attachments: [{ id: 31, name: "confirmation.pdf", type: "form", fileSize: 20480 }],
      confirmationStatus: "Confirmed",
      confirmationDate: 1735776000,
    });
    const list = "tiles[0].subTiles[0].formTypes[0]";
    expect(pathsOf(warnings)).toEqual(
      [
        "userDetails.firstName",
        `${list}.canAdd`,
        `${list}.forms[0]`,
        `${list}.forms[1].writeDate`,
        `${list}.completedForms[0].formId`,
        `${list}.completedForms[0].attachments[0].fileSize`,
        `${list}.completedForms[0].attachments[1]`,
        `${list}.completedForms[0].dueDate`,
        `${list}.completedForms[0].confirmationDate`,
      ].sort(),
    );
  });

  it("reads an Odoo form page answer: false texts and settings left out, numbers read, a false option left out", () => {
    const { data, warnings } = read(formResponseSchema, formAnswer);
    expect(data.message).toBeUndefined();
    expect(data.form?.pageCodes.map((code) => code.code)).toEqual(["personal"]);
    expect(data.page?.payment).toBeUndefined();
    const group = data.page?.sections[0]?.fieldGroups[0];
    expect(group).toMatchObject({ groupId: "person", hasMany: false, minRows: 1 });
    expect(group?.maxRows).toBeUndefined();
    expect(group?.fields[0]).toEqual({
      fieldName: "surname",
      label: "Surname",
      value: "Ngata",
      required: true,
      renderType: "text",
      disabled: false,
    });
    expect(group?.fields[1]).toMatchObject({ fieldName: "hours", value: 38, maxSelected: 3 });
    expect(group?.fields[2]?.fieldDetails).toEqual({
      options: [
        { id: 1, name: "Smile Dental" },
        { id: "3", name: "" },
      ],
    });
    const fields = "page.sections[0].fieldGroups[0].fields";
    expect(warnings).toContain(warningAt("form.pageCodes[1]", "its row left out"));
    expect(warnings).toContain(warningAt(`${fields}[0].placeholder`, "read as empty"));
    expect(warnings).toContain(
      warningAt(`${fields}[2].fieldDetails.options[1]`, "its row left out"),
    );
    expect(warnings).toContain(
      warningAt(`${fields}[2].fieldDetails.options[2].name`, "read as empty"),
    );
    expect(warnings).toContain(warningAt("page.payment", "read as empty"));
    expect(warnings).toHaveLength(32);
  });

  it("reads an Odoo peer search answer: numbers as text, false texts empty, a false match left out", () => {
    const { data, warnings } = read(searchResultSchema, searchAnswer);
    expect(data.totalItems).toBe(2);
    expect(data.matches).toHaveLength(1);
    expect(data.matches[0]).toMatchObject({
      "Person ID": "40211",
      Contact: "",
      Suburb: "",
      DHB: "",
      City: "Nelson",
    });
    expect(data.matches[0]?.Practices[0]).toMatchObject({ HPINumber: "12345", APCPeriod: "" });
    expect(warnings).toContain(warningAt('matches[0]["Person ID"]', "read as its number or text"));
    expect(warnings).toContain(warningAt("matches[1]", "its row left out"));
    expect(warnings).toHaveLength(10);
  });

  it("reads an Odoo option list: a false row left out, a false name empty", () => {
    const { data, warnings } = read(optionListSchema, optionsAnswer);
    expect(data).toEqual([
      { id: 1, name: "Auckland" },
      { id: "2", name: "" },
      { id: "", name: "Wellington" },
    ]);
    expect(warnings).toEqual([
      warningAt("[1].name", "read as empty"),
      warningAt("[3].id", "read as empty"),
      warningAt("[2]", "its row left out"),
    ]);
  });

  it("leaves the answer it was given as it came", () => {
    const answer = structuredClone(loginAnswer);
    read(authResponseSchema, answer);
    expect(answer).toEqual(loginAnswer);
  });

  it("fails, with the schema's first error, when a required value is in no list to leave out", () => {
    const warnings: string[] = [];
    const answer = { totalItems: false, matches: [] };
    const result = readTolerantly(searchResultSchema, answer, "search", (w) => warnings.push(w));
    expect(result.success).toBe(false);
    expect(result.success ? null : result.error).toEqual(
      searchResultSchema.safeParse(answer).error,
    );
    expect(warnings).toEqual([]);
  });

  it("fails on an answer that is not the expected kind at all", () => {
    expect(readTolerantly(authResponseSchema, [], "login", () => undefined).success).toBe(false);
    expect(readTolerantly(authResponseSchema, false, "login", () => undefined).success).toBe(false);
    expect(readTolerantly(authResponseSchema, undefined, "login", () => undefined).success).toBe(
      false,
    );
  });
});

describe("readTolerantly keeps what sign-in depends on", () => {
  it("does not read a sign-in without a session or a user as one", () => {
    const quiet = () => undefined;
    const answer = (changes: object) => ({ ...structuredClone(loginAnswer), ...changes });
    for (const changes of [
      { odooSessionId: false },
      { odooSessionId: "" },
      { userDetails: false },
    ]) {
      expect(readTolerantly(authResponseSchema, answer(changes), "login", quiet).success).toBe(
        false,
      );
    }
    const { userDetails, ...withoutUser } = structuredClone(loginAnswer);
    expect(readTolerantly(authResponseSchema, withoutUser, "login", quiet).success).toBe(false);
  });
});
