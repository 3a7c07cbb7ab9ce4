// Where the service listens and whom it believes about client addresses – the part of the
// configuration (config.ts) that decides who can reach what:
//
//   HOST           the address to listen on (0.0.0.0)
//   TRUST_PROXY    the proxies whose X-Forwarded-For is believed: their addresses/CIDR ranges
//                  (loopback, uniquelocal …), comma-separated, or a hop count – which believes
//                  whoever connects, so only with a loopback HOST
//   METRICS_PORT   serve GET /metrics (Prometheus), without a token, on a listener of its own;
//                  off when unset
//   METRICS_HOST   the address that listener binds (127.0.0.1): a scraper elsewhere needs it
//                  opened on purpose
//   METRICS_TOKEN  serve GET /metrics on PORT too, to `Authorization: Bearer <token>` (at least
//                  32 characters; masked in logs); 404 there when unset
import { BlockList, isIP } from "node:net";
import { ConfigError } from "./modules/portal-config/load-portal-config.ts";

export interface ListenSettings {
  host: string;
  /** TRUST_PROXY: which proxies' X-Forwarded-For to believe (Fastify's trustProxy); false: none. */
  trustProxy: false | number | string[];
  /** METRICS_PORT: /metrics on a listener of its own; undefined: none. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the address of that listener (loopback unless told otherwise). */
  metricsHost: string;
  /** METRICS_TOKEN: /metrics on PORT for this bearer token; undefined: 404 there. */
  metricsToken: string | undefined;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_METRICS_HOST = "127.0.0.1";

export function parseListenSettings(env: Env, port: number): ListenSettings {
  const host = env.HOST || "0.0.0.0";
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trustProxy === "number" && !isLoopback(host)) {
    throw new ConfigError(
      `TRUST_PROXY=${trustProxy} is a hop count, which believes whoever connects: with ` +
        `HOST=${host} a client that reaches the port directly names its own address in ` +
        "X-Forwarded-For and escapes every per-address limit and sign-in lock. Give the " +
        "proxy's addresses instead (TRUST_PROXY=10.0.0.5, or a range such as 10.0.0.0/8), or " +
        "listen on loopback only (HOST=127.0.0.1) behind a proxy on the same machine",
    );
  }
  return {
    host,
    trustProxy,
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    metricsHost: parseMetricsHost(env.METRICS_HOST),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
  };
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");
loopback.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

/** Whether only this machine can reach an address to listen on. */
export function isLoopback(host: string): boolean {
  if (host === "localhost") return true;
  const version = isIP(host);
  return version !== 0 && loopback.check(host, version === 4 ? "ipv4" : "ipv6");
}

// proxy-addr's names for address ranges, accepted as they are.
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies in front of the service, so that the per-address limits and the
 * sign-in lock see the client's address (X-Forwarded-For) rather than the proxy's. A number is
 * the count of proxy hops to trust; otherwise addresses or ranges (CIDR, or loopback,
 * linklocal, uniquelocal), comma-separated. Unset: X-Forwarded-For is ignored.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) {
      throw new ConfigError(`TRUST_PROXY must be a hop count from 1 to 10, got "${value}"`);
    }
    return hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or addresses/ranges such as 10.0.0.0/8,loopback; ` +
        `"${wrong.join(", ")}" is neither`,
    );
  }
  return entries;
}

function parseMetricsPort(value: string | undefined, port: number): number | undefined {
  if (!value) return undefined;
  const metricsPort = Number(value);
  if (!/^\d+$/.test(value) || metricsPort < 1 || metricsPort > 65535) {
    throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  if (metricsPort === port) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${port}): the metrics listener is a second one`,
    );
  }
  return metricsPort;
}

function parseMetricsHost(value: string | undefined): string {
  if (!value) return DEFAULT_METRICS_HOST;
  if (value !== "localhost" && isIP(value) === 0) {
    throw new ConfigError(
      `METRICS_HOST must be an address to listen on (127.0.0.1, 0.0.0.0, ::, 10.0.0.7 …) or localhost, got "${value}"`,
    );
  }
  return value;
}

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Anyone who has it reads the service's traffic; as long as the other keys, and one word
  // of the Authorization header.
  if (value.length < 32 || /\s/.test(value)) {
    throw new ConfigError("METRICS_TOKEN must be at least 32 characters long, without spaces");
  }
  return value;
}
