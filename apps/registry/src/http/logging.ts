// Logger options for the running service: pino, pretty in development, and request lines
// that never carry a session id (the file download URL holds one, SPEC §7).
import type { FastifyServerOptions } from "fastify";
import type { AppConfig } from "../config.ts";

const FILE_URL_SESSION = /^(\/registry\/api\/v1\/file\/[^/?]+\/)[^/?]+/;

export function redactUrl(url: string): string {
  return url.replace(FILE_URL_SESSION, "$1[session]");
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
