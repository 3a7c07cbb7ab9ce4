// Helpers for the account tests: a cheap password hasher for tests of many logins,
// form-encoded requests, a mailer whose log a test reads, and a real SMTP peer to receive mail.
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiPaths } from "@portal/contract";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { App } from "../src/app.ts";
import type { MailSettings } from "../src/config.ts";
import type { Db } from "../src/db/client.ts";
import type { PasswordHasher } from "../src/modules/auth/password.ts";
import { createMailer, type MailLog } from "../src/modules/mail/mailer.ts";
import { insertUser } from "../src/modules/users/store.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

/** SHA-256 instead of argon2: for tests that make hundreds of login attempts. Never in the service. */
export const cheapHasher: PasswordHasher = {
  hash: async (password) => `test-sha256$${sha(password)}`,
  verify: async (hash, password) => hash === `test-sha256$${sha(password)}`,
  verifyDummy: async () => false,
};

let counter = 0;
export async function createCheapUser(db: Db, password = "the-right-password-1") {
  counter += 1;
  const email = `cheap-${process.pid}-${Date.now()}-${counter}@example.test`;
  const id = await insertUser(db, {
    email,
    passwordHash: await cheapHasher.hash(password),
    firstName: "Cheap",
  });
  if (id === undefined) throw new Error(`user ${email} exists already`);
  return { id, email, password };
}

export const formBody = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

/** A forgot-password request for `email`, form-encoded as the portal posts it. */
export const requestReset = (app: App, email: string) =>
  app.inject({ method: "POST", url: apiPaths.resetPassword, ...formBody({ email }) });

/** The text of the one <p> of an HTML error page, as the portal reads it (SPEC §8 rule 4). */
export const paragraph = (html: string) => /<p>([^<]*)<\/p>/.exec(html)?.[1];

export interface LogLine {
  level: "info";
  object: Record<string, unknown>;
  message: string;
}

/** A mailer for `settings`, whose log the test can read. */
export function testMailer(settings: Partial<MailSettings> = {}) {
  const lines: LogLine[] = [];
  const log: MailLog = {
    info: (object, message) => lines.push({ level: "info", object, message }),
  };
  const dataDir = mkdtempSync(join(tmpdir(), "registry-mail-"));
  const mailer = createMailer({
    settings: { smtpUrl: undefined, from: "Portal <no-reply@example.test>", ...settings },
    dataDir,
    log,
  });
  return { mailer, lines, dataDir };
}

/**
 * A real SMTP server on 127.0.0.1 that parses what it receives: on `port`, else an ephemeral
 * one (a peer closed and started again on its port is a mail server back from an outage).
 * `holdFirst`: the first message's data is read and never answered, so its sender waits
 * mid-delivery (until it dies); `received` holds only the messages answered as accepted.
 */
export async function startSmtpPeer(options: { port?: number; holdFirst?: boolean } = {}) {
  const { port = 0 } = options;
  let holding = options.holdFirst ?? false;
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      if (holding) {
        holding = false;
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client gone mid-exchange (an instance killed, or closing its pool) is no fault of the
  // peer's: as a real mail server, it drops that connection and serves the others.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP peer has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
