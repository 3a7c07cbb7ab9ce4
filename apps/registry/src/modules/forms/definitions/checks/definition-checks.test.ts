// A broken definition stops the start with a message naming the file and the path in it, for
// each check in turn (YAML syntax, the strict schema, the engine's rules, the cross-references);
// and the JSON Schema editors check definition files with is the service's own.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../../config.ts";
import {
  defaultFormsDir,
  FormDefinitionError,
  loadFormDefinitions,
} from "../load/load-definitions.ts";
import { jsonSchemaPath, jsonSchemaText } from "./write-json-schema.ts";

const shipped = readdirSync(defaultFormsDir).filter((n) => n.endsWith(".yaml"));
const apcText = readFileSync(join(defaultFormsDir, "apc.yaml"), "utf8");

/** A forms directory with the shipped definitions, apc.yaml replaced by `apc`. */
function formsDirWith(apc: string): string {
  const dir = mkdtempSync(join(tmpdir(), "forms-"));
  for (const name of shipped) copyFileSync(join(defaultFormsDir, name), join(dir, name));
  writeFileSync(join(dir, "apc.yaml"), apc);
  return dir;
}

function loadError(apc: string): string {
  const dir = formsDirWith(apc);
  try {
    loadFormDefinitions(dir, dir);
  } catch (error) {
    expect(error).toBeInstanceOf(FormDefinitionError);
    return (error as Error).message;
  }
  throw new Error("the broken definition loaded");
}

const edit = (from: string, to: string) => {
  expect(apcText).toContain(from);
  return apcText.replace(from, to);
};

describe("a broken definition", () => {
  it.each([
    [
      "an unknown render type",
      edit(
        "      - { fieldName: phone, label: Phone, renderType: text }",
        "      - { fieldName: phone, label: Phone, renderType: phone }",
      ),
      /^apc\.yaml: pages\[0\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[5\]\.renderType: Invalid option: expected one of "text"\|.* \(line \d+\)$/,
    ],
    [
      "an unknown key (a typo)",
      edit("                maxSelected: 3", "                maxSelectd: 3"),
      /^apc\.yaml: pages\[0\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[3\]: Unknown key "maxSelectd" \(line \d+\)$/,
    ],
    [
      "a field name outside NAME_PATTERN",
      edit("fieldName: cpd_log_true", "fieldName: cpd.log_true"),
      /^apc\.yaml: pages\[2\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[2\]\.fieldName: Must match /,
    ],
    [
      "an expression naming no field of the page",
      edit(
        "showExpression: [{ fieldName: indemnity, value: 17 }]",
        "showExpression: [{ fieldName: indemnty, value: 17 }]",
      ),
      /^apc\.yaml: pages\[3\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[5\]\.showExpression\[0\]\.fieldName: No field "indemnty" on page "fitness"/,
    ],
    [
      "an unknown option endpoint",
      edit("/registry/api/v1/options/practice-types", "/registry/api/v1/options/professions"),
      /^apc\.yaml: pages\[0\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[2\]\.fieldDetails: Unknown option endpoint "\/registry\/api\/v1\/options\/professions"/,
    ],
    [
      "dependsOn naming no field",
      edit("dependsOn: [practice_type]", "dependsOn: [profession]"),
      /^apc\.yaml: pages\[0\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[3\]\.dependsOn: Depends on "profession", which is no field on page "details"/,
    ],
    [
      "a No rule on a question without a No option",
      edit("question: indemnity, explanation", "question: indemnity_explanation, explanation"),
      /^apc\.yaml: pages\[3\]\.rules\.noAnswerExplanations\[2\]\.question: "indemnity_explanation" must be a radio or select field/,
    ],
    [
      "a payment going to no page",
      edit("nextPage: complete", "nextPage: finished"),
      /^apc\.yaml: pages\[5\]\.payment\.nextPage: No page "finished"/,
    ],
    [
      "a file upload without limits",
      edit("                maxUploads: 3\n                maxFileSize: 10000000\n", ""),
      /^apc\.yaml: pages\[2\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[4\]: A file_upload field needs maxUploads and maxFileSize/,
    ],
    [
      "a field name used twice on a page",
      edit("fieldName: phone, label", "fieldName: email, label"),
      /^apc\.yaml: pages\[0\]: Field name "email" is used more than once on the page/,
    ],
    ["invalid YAML", `${apcText}\n  - : [`, /^apc\.yaml: /],
  ])("fails on %s, naming the file and the path", (_, text, message) => {
    expect(loadError(text)).toMatch(message);
  });

  it("stops the service at start with that message", () => {
    const dir = formsDirWith(edit("renderType: float", "renderType: number"));
    const main = fileURLToPath(new URL("../../../../main.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", main], {
      env: {
        ...process.env,
        FORMS_DIR: dir,
        PORT: "1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "data-")),
      },
      cwd: dir,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Configuration error: apc\.yaml: pages\[1\]\.sections\[0\]\.fieldGroups\[0\]\.fields\[3\]\.renderType: Invalid option/,
    );
  });

  it("names the file relative to the working directory", () => {
    const dir = formsDirWith(edit("renderType: float", "renderType: number"));
    const cwd = join(dir, "..");
    expect(() => loadFormDefinitions(dir, cwd)).toThrow(
      `${relative(cwd, join(dir, "apc.yaml"))}: pages[1]`,
    );
  });

  it("refuses a registrationFormType that names no definition", () => {
    const dir = formsDirWith(apcText);
    const config = join(dir, "portal.json");
    writeFileSync(config, JSON.stringify({ registrationFormType: "NOPE" }));
    expect(() => loadConfig({ FORMS_DIR: dir, PORTAL_CONFIG: config })).toThrow(ConfigError);
    expect(() => loadConfig({ FORMS_DIR: dir, PORTAL_CONFIG: config })).toThrow(
      /^registrationFormType "NOPE" names no form definition/,
    );
  });
});

describe("the shipped definition files", () => {
  it("keep forms/form-definition.schema.json in step with the schema (run write-json-schema.ts)", () => {
    // Compared as JSON: the formatter may lay the file out its own way.
    expect(JSON.parse(readFileSync(jsonSchemaPath, "utf8"))).toEqual(JSON.parse(jsonSchemaText()));
    for (const name of shipped) {
      expect(readFileSync(join(defaultFormsDir, name), "utf8")).toMatch(
        /^# yaml-language-server: \$schema=\.\/form-definition\.schema\.json\n/,
      );
    }
  });
});
