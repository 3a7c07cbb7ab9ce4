// Sends e-mail with nodemailer (DESIGN §3): over SMTP when SMTP_URL is set; otherwise each
// message is written as an .eml file under DATA_DIR/mail and its links are logged, so a local
// user can still follow a reset link. Services never send directly: they write a message to
// the outbox (outbox.ts) in their transaction, and its job calls `send`.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import { z } from "zod";
import type { MailSettings } from "../../config.ts";

/** A message as the outbox keeps it until it is sent (a restart sends it from this). */
export const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The links the message carries, logged when it is only written to a file. */
  links: z.array(z.string()),
  /** Extra header fields, e.g. a mailing's List-Unsubscribe (RFC 8058). */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface Mailer {
  /** Delivers now, or throws (the outbox tries again later). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(object: Record<string, unknown>, message: string): void;
}

export function createMailer(deps: {
  settings: MailSettings;
  dataDir: string;
  log: MailLog;
}): Mailer {
  const { smtpUrl, from } = deps.settings;
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
    const { to, subject, text, headers } = message;
    const mail = { from, to, subject, text, ...(headers ? { headers } : {}) };
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

  return {
    send: deliver,
    async close() {
      smtp?.close();
    },
  };
}
