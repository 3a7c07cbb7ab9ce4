// Settings of one value each (config.ts reads them all at start): each parsed, or refused with
// a message naming the variable and what it must be.
import { isTimeZone } from "@portal/contract";
import { ConfigError } from "./modules/portal-config/load-portal-config.ts";

/** PORTAL_TIMEOUT overrides the file's `timeout` (seconds of inactivity) without a file. */
export function parsePortalTimeout(value: string | undefined): { timeout?: number } {
  if (!value) return {};
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1) {
    throw new ConfigError(`PORTAL_TIMEOUT must be a whole number of seconds, got "${value}"`);
  }
  return { timeout: seconds };
}

/** TIME_ZONE overrides the file's `timeZone`: the regulator's calendar for every date shown. */
export function parseTimeZone(value: string | undefined): { timeZone?: string } {
  if (!value) return {};
  if (!isTimeZone(value)) {
    throw new ConfigError(
      `TIME_ZONE must be a time zone such as Pacific/Auckland (an IANA name), got "${value}"`,
    );
  }
  return { timeZone: value };
}

export function parseRateLimitScale(value: string | undefined): number {
  if (!value) return 1;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
    throw new ConfigError(`RATE_LIMIT_SCALE must be a whole number from 1 to 1000, got "${value}"`);
  }
  return scale;
}

/** JOBS: on (default), or off for an instance that only answers requests. */
export function parseJobs(value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new ConfigError(`JOBS must be on or off, got "${value}"`);
}

/** PORT, where the service listens: 8080 unless given. */
export function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * PUBLIC_URL, the address every link the service sends or prints starts with: the service's
 * own (http://localhost:{PORT}) unless given.
 */
export function parsePublicUrl(env: Record<string, string | undefined>): string {
  const publicUrl = env.PUBLIC_URL || `http://localhost:${parsePort(env.PORT)}`;
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return publicUrl;
}
