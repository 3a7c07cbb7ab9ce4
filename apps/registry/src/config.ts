// The service's configuration, read once from the environment at start (DESIGN §4). Anything
// invalid throws a ConfigError whose message names the variable and what is wrong.
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PortalConfig } from "@portal/contract";
import { ConfigError, loadPortalConfig } from "./modules/portal-config/load-portal-config.ts";

export { ConfigError };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  nodeEnv: string;
  logLevel: string;
  /** The built portal (apps/web/dist by default). */
  webDist: string;
  portalConfigPath: string | undefined;
  portal: PortalConfig;
}

type Env = Record<string, string | undefined>;

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = parsePort(env.PORT);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const logLevel = env.LOG_LEVEL || "info";
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${logLevel}"`);
  }
  const portalConfigPath = env.PORTAL_CONFIG ? resolve(cwd, env.PORTAL_CONFIG) : undefined;
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(cwd, env.DATA_DIR || "./data"),
    databaseUrl,
    publicUrl,
    nodeEnv: env.NODE_ENV || "development",
    logLevel,
    webDist: env.WEB_DIST ? resolvePath(cwd, env.WEB_DIST) : defaultWebDist,
    portalConfigPath,
    portal: loadPortalConfig(portalConfigPath),
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** The configuration as it may be logged: the database password masked. */
export function describeConfig(config: AppConfig): Record<string, unknown> {
  const { portal, ...rest } = config;
  return {
    ...rest,
    databaseUrl: config.databaseUrl ? maskUrlPassword(config.databaseUrl) : "(PGlite)",
    portal: { title: portal.title, timeout: portal.timeout, tileOrder: portal.tileOrder },
  };
}

export function maskUrlPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "*****";
    return parsed.toString();
  } catch {
    return "*****";
  }
}
