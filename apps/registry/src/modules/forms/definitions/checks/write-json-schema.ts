// Writes forms/form-definition.schema.json, the JSON Schema editors use to check and complete
// definition files (each names it in its yaml-language-server comment). Generated from the
// zod schema the service checks definitions with at start; a test fails when it is stale.
//   node apps/registry/src/modules/forms/definitions/checks/write-json-schema.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultFormsDir } from "../load/load-definitions.ts";
import { formDefinitionJsonSchema } from "./definition-schema.ts";

export const jsonSchemaPath = join(defaultFormsDir, "form-definition.schema.json");

export function jsonSchemaText(): string {
  return `${JSON.stringify(formDefinitionJsonSchema(), null, 2)}\n`;
}

if (import.meta.main) {
  writeFileSync(jsonSchemaPath, jsonSchemaText());
  process.stdout.write(`wrote ${jsonSchemaPath}\n`);
}
