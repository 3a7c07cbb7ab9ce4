// Logger options for the running service: pino, pretty in development, and request lines
// that never carry a secret. A log reader must not be able to follow a link into an account:
// the file download URL holds a session id (SPEC §7), e-mailed portal links and the API call
// they make hold a sign-in token, and a desk set-password link of the older form held the
// token that hands over a staff account (the desk's links now keep it in the fragment, which
// no browser sends). The path is matched as the router reads it, so no spelling of it
// (`%76alidate`) carries the token past.
import type { FastifyServerOptions } from "fastify";
import type { AppConfig } from "../config.ts";
import { rawQuery, routedPath } from "./routed-path.ts";

/** Paths whose last part is a secret: what comes before it, and what the log shows instead. */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/registry\/api\/v1\/file\/[^/]+\/)[^/]+/, "[session]"],
  [/^(\/web_portal\/api\/v1\/validate\/)[^/]+/, "[token]"],
  // The portal's /confirm/{tileType}/{token}, under whatever basename.
  [/^(.*?\/confirm\/[^/]+\/)[^/]+/, "[token]"],
  [/^(\/desk\/set-password\/)[^/]+/, "[token]"],
];

/** Query parameters that hold a secret: a payment intent, a session id a back office sent. */
const SECRET_QUERY_KEYS = new Set(["intent", "sessionid"]);

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
}

function redactQuery(query: string): string {
  if (query.length <= 1) return query;
  const pairs = query.slice(1).split("&");
  return `?${pairs
    .map((pair) => {
      const at = pair.indexOf("=");
      const key = at === -1 ? pair : pair.slice(0, at);
      return at !== -1 && SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=[redacted]` : pair;
    })
    .join("&")}`;
}

/**
 * The URL as it may be logged. A path holding a secret is logged as the router read it, the
 * secret replaced; any other path as it was sent.
 */
export function redactUrl(url: string): string {
  const path = routedPath(url);
  let redacted = path;
  for (const [pattern, mark] of SECRET_PATHS) redacted = redacted.replace(pattern, `$1${mark}`);
  const sentPath = url.slice(0, url.length - rawQuery(url).length);
  return (redacted === path ? sentPath : redacted) + redactQuery(rawQuery(url));
}

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(config.nodeEnv === "development" && process.stdout.isTTY
      ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }
      : {}),
  };
}
