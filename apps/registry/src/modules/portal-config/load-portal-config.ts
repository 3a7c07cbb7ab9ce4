// Reads the PORTAL_CONFIG file (JSON or YAML: YAML is a superset of JSON, so one parser reads
// both) and validates it with the contract's schema, whose defaults fill what the file omits.
// Unknown top-level keys are refused: a typo such as `tileorder` would otherwise be ignored
// silently and the portal would run with the default.
import { readFileSync } from "node:fs";
import { isTimeZone, type PortalConfig, portalConfigSchema } from "@portal/contract";
import { parse } from "yaml";
import type { z } from "zod";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The registration form when PORTAL_CONFIG names none: forms/registration.yaml. */
export const DEFAULT_REGISTRATION_FORM_TYPE = "REGISTRATION";

/** The form type of anonymous registration applications, as configured or by default. */
export const registrationFormTypeOf = (portal: { registrationFormType?: string | undefined }) =>
  portal.registrationFormType ?? DEFAULT_REGISTRATION_FORM_TYPE;

/** The service's own render endpoint when PORTAL_CONFIG names none. */
export const DEFAULT_RENDER_PDF_ENDPOINT = "/registry/api/v1/render";

const strictPortalConfigSchema = portalConfigSchema
  .extend({
    registrationFormType: portalConfigSchema.shape.registrationFormType
      .unwrap()
      .default(DEFAULT_REGISTRATION_FORM_TYPE),
    renderPdfEndpoint: portalConfigSchema.shape.renderPdfEndpoint
      .unwrap()
      .default(DEFAULT_RENDER_PDF_ENDPOINT),
    // A zone the runtime does not know would date everything on the default's calendar.
    timeZone: portalConfigSchema.shape.timeZone.refine(isTimeZone, {
      message: "Not a time zone this runtime knows (an IANA name such as Pacific/Auckland)",
    }),
  })
  .strict();

/** The configuration with every default: what the portal gets when no file is given. */
export function defaultPortalConfig(): PortalConfig {
  return strictPortalConfigSchema.parse({});
}

export function loadPortalConfig(path: string | undefined): PortalConfig {
  if (!path) return defaultPortalConfig();
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ConfigError(`PORTAL_CONFIG ${path} cannot be read: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new ConfigError(
      `PORTAL_CONFIG ${path} is neither valid JSON nor YAML: ${(error as Error).message}`,
    );
  }
  return parsePortalConfig(raw ?? {}, `PORTAL_CONFIG ${path}`);
}

export function parsePortalConfig(raw: unknown, source: string): PortalConfig {
  const result = strictPortalConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(`${source} is invalid: ${describeIssues(result.error.issues)}`);
  }
  return result.data;
}

/** "timeout: Invalid input: expected number, received string; tileOrder.0: …" */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const where = issue.path.map(String).join(".");
      const keys = issue.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
      return `${where ? `${where}: ` : ""}${issue.message}${keys}`;
    })
    .join("; ");
}
