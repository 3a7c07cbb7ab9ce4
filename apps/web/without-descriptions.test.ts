import { describe, expect, it } from "vitest";
import { withoutDescriptions } from "./without-descriptions.ts";

const contractModule = "/repo/packages/contract/src/config.ts";
const source = `export const configSchema = z.object({
  title: z.string().default("Portal").describe("The title bar's text"),
  timeout: z
    .number()
    .describe(
      "Inactivity time-out, " +
        "seconds – SPEC §9",
    ),
  note: z.string().describe(\`\${LIMIT} at most\`),
}).describe("The configuration");
export const hint = "call .describe(text) to document a field";
`;

function transform(code: string, id: string) {
  const hook = withoutDescriptions().transform as (code: string, id: string) => unknown;
  return hook.call(undefined, code, id) as { code: string } | null;
}

describe("the contract's descriptions, left out of the portal's build", () => {
  it("overwrites every describe call of a contract module, each position kept", () => {
    const result = transform(source, contractModule);
    expect(result?.code).toHaveLength(source.length);
    expect(result?.code.split("\n").map((line) => line.length)).toEqual(
      source.split("\n").map((line) => line.length),
    );
    const kept = result?.code.replace(/\s+/g, " ");
    expect(kept).toBe(
      'export const configSchema = z.object({ title: z.string().default("Portal") , timeout: z .number() , note: z.string() , }) ; export const hint = "call .describe(text) to document a field"; ',
    );
  });

  it("leaves other modules, and the contract's tests, as they are", () => {
    expect(transform(source, "/repo/apps/web/src/features/forms/form-api.ts")).toBeNull();
    expect(transform(source, "/repo/packages/contract/src/config.test.ts")).toBeNull();
  });
});
