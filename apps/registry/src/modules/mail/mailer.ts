// Sends e-mail with nodemailer (DESIGN §3): over SMTP when SMTP_URL is set; otherwise each
// message is written as an .eml file under DATA_DIR/mail and its links are logged, so a local
// user can still follow a reset link. Callers on a request path `enqueue` (the answer must not
// wait for, or reveal anything through, the mail server); `idle` waits for what is under way.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { MailSettings } from "../../config.ts";
import type { MailMetrics } from "../metrics/index.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, logged when it is only written to a file. */
  links: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends in the background; a failure is logged, never thrown at the caller. */
  enqueue(message: MailMessage): void;
  /** Resolves once every enqueued message has been sent (or has failed). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export function createMailer(deps: {
  settings: MailSettings;
  dataDir: string;
  log: MailLog;
  /** Counts what was sent and what failed; tests' own mailers go uncounted. */
  metrics?: MailMetrics | undefined;
}): Mailer {
  const { smtpUrl, from } = deps.settings;
  const pending = new Set<Promise<void>>();
  // Bounded waits, so an unreachable mail server cannot hold a shutdown for minutes (the
  // URL's own query parameters still win).
  const smtp = smtpUrl
    ? createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const toFile = smtp ? undefined : createTransport({ streamTransport: true, buffer: true });
  const mailDir = join(deps.dataDir, "mail");

  const deliver = async (message: MailMessage): Promise<void> => {
    const mail = { from, to: message.to, subject: message.subject, text: message.text };
    const withHtml = { ...mail, html: message.html };
    if (smtp) {
      const info = await smtp.sendMail(withHtml);
      deps.log.info({ to: message.to, messageId: info.messageId }, "e-mail sent");
      return;
    }
    const info = await toFile!.sendMail(withHtml);
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = join(mailDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    deps.log.info(
      { to: message.to, subject: message.subject, file, links: message.links },
      "e-mail written to a file (no SMTP_URL)",
    );
  };

  const send = (message: MailMessage): Promise<void> =>
    deliver(message).then(
      () => deps.metrics?.mail("sent"),
      (error: unknown) => {
        deps.metrics?.mail("failed");
        throw error;
      },
    );

  return {
    send,
    enqueue(message) {
      const job = send(message).catch((error: unknown) => {
        deps.log.error({ err: error, to: message.to }, "e-mail could not be sent");
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
