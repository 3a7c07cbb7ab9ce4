import { apiPaths, type PortalConfig, portalConfigSchema } from "@portal/contract";
import { requestJson } from "../../lib/http-client.ts";

/** Fetches and validates the Configuration; the portal cannot start without it. */
export function loadConfig(): Promise<PortalConfig> {
  return requestJson(apiPaths.config, portalConfigSchema);
}
