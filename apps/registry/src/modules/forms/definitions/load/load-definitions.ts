// Reads the form definitions (apps/registry/forms/*.yaml, forms as code) once at start and
// refuses a broken one with a message naming the file and the path in it:
//   apps/registry/forms/apc.yaml: pages[2].sections[0].fieldGroups[1].fields[3].renderType: Invalid option … (line 57)
// Checked in order: YAML syntax, the definition schema (the contract's zod schemas, strict),
// the engine's definitionProblems, then cross-references (checks/definition-checks.ts).
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { ConfigError } from "../../../portal-config/index.ts";
import { type DefinitionPath, definitionChecks } from "../checks/definition-checks.ts";
import { formDefinitionSchema } from "../checks/definition-schema.ts";
import { draftsChecks } from "../checks/drafts-checks.ts";
import { type CompiledForm, compileForm } from "./catalogue.ts";
import { FormCatalogue } from "./form-catalogue.ts";

export class FormDefinitionError extends ConfigError {
  override name = "FormDefinitionError";
}

/** The directory of the definitions shipped with the service. */
export const defaultFormsDir = new URL("../../../../../forms", import.meta.url).pathname;

/** "pages[2].sections[0].renderType" */
export function formatPath(path: DefinitionPath): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

export function loadFormDefinitions(dir: string, cwd = process.cwd()): FormCatalogue {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n));
  } catch (error) {
    throw new FormDefinitionError(
      `Form definitions in ${dir} cannot be read: ${(error as Error).message}`,
    );
  }
  if (names.length === 0) throw new FormDefinitionError(`No form definitions (*.yaml) in ${dir}`);
  const catalogue = new Map<string, CompiledForm>();
  for (const name of names.sort()) {
    const file = join(dir, name);
    const shown = relative(cwd, file) || file;
    const form = loadDefinitionFile(readFileSync(file, "utf8"), shown);
    const other = catalogue.get(form.code);
    if (other)
      throw new FormDefinitionError(
        `${shown}: code: "${form.code}" is also defined in ${other.source}`,
      );
    catalogue.set(form.code, form);
  }
  return new FormCatalogue(catalogue.values());
}

/** One definition from its text; `shown` names the file in messages. */
export function loadDefinitionFile(text: string, shown: string): CompiledForm {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new FormDefinitionError(`${shown}: ${doc.errors.map((e) => e.message).join("; ")}`);
  }
  const lineOf = (path: DefinitionPath): string => {
    for (let end = path.length; end >= 0; end--) {
      const node = doc.getIn(path.slice(0, end), true) as { range?: [number, number] } | undefined;
      if (node?.range) return ` (line ${lineCounter.linePos(node.range[0]).line})`;
    }
    return "";
  };
  const fail = (problems: Array<{ path: DefinitionPath; message: string }>) =>
    new FormDefinitionError(
      problems
        .map(
          (p) =>
            `${shown}: ${p.path.length ? `${formatPath(p.path)}: ` : ""}${p.message}${lineOf(p.path)}`,
        )
        .join("\n"),
    );

  const parsed = formDefinitionSchema.safeParse(doc.toJS() ?? {});
  if (!parsed.success) {
    throw fail(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
        message:
          issue.code === "unrecognized_keys"
            ? `Unknown key ${issue.keys.map((k) => `"${k}"`).join(", ")}`
            : issue.message,
      })),
    );
  }
  const problems = [...definitionChecks(parsed.data), ...draftsChecks(parsed.data)];
  const expected = `${parsed.data.code.toLowerCase()}.yaml`;
  if (basename(shown) !== expected && basename(shown) !== expected.replace(/yaml$/, "yml")) {
    problems.unshift({ path: ["code"], message: `"${parsed.data.code}" belongs in ${expected}` });
  }
  if (problems.length > 0) throw fail(problems);
  return compileForm(parsed.data, shown);
}
