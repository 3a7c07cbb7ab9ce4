// The account e-mails: a password reset link and the notice that a password was changed
// (ASVS 6.3.7). Plain text and HTML; everything that comes from a user or the configuration is
// escaped in the HTML part.
import { escapeHtml } from "../../http/escape-html.ts";
import type { MailMessage } from "./mailer.ts";

interface Recipient {
  to: string;
  /** First name or display name, when known. */
  name: string | undefined;
}

function html(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</body>
</html>
`;
}

const greeting = (name: string | undefined) => (name ? `Kia ora ${name},` : "Kia ora,");

/** A mail that opens with the greeting: plain `lines` and HTML `paragraphs` (escaped already). */
function accountMail(
  recipient: Recipient,
  subject: string,
  body: { lines: string[]; paragraphs: string[]; links: string[] },
): MailMessage {
  return {
    to: recipient.to,
    subject,
    text: [greeting(recipient.name), "", ...body.lines, ""].join("\n"),
    html: html(subject, [escapeHtml(greeting(recipient.name)), ...body.paragraphs]),
    links: body.links,
  };
}

/**
 * The reset link, and when it stops working: "expires in 1 hour" alone would mislead someone
 * who reads the mail later, so the moment is given on the regulator's clock too.
 */
export function passwordResetMail(
  recipient: Recipient & { link: string; portalTitle: string; expiresAt: string },
): MailMessage {
  const { link, portalTitle, expiresAt } = recipient;
  const linkHtml = escapeHtml(link);
  return accountMail(recipient, `Reset your ${portalTitle} password`, {
    lines: [
      `Someone asked to reset the password of your ${portalTitle} account. To choose a new`,
      "password, open this link:",
      "",
      link,
      "",
      `The link can be used once and expires in 1 hour, at ${expiresAt}.`,
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    paragraphs: [
      `Someone asked to reset the password of your ${escapeHtml(portalTitle)} account.`,
      `<a href="${linkHtml}">Choose a new password</a>`,
      `Or copy this address into your browser: ${linkHtml}`,
      `The link can be used once and expires in 1 hour, at ${escapeHtml(expiresAt)}. ` +
        "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ],
    links: [link],
  });
}

export function passwordChangedMail(
  recipient: Recipient & { portalTitle: string; resetLink: string },
): MailMessage {
  const { portalTitle, resetLink } = recipient;
  return accountMail(recipient, `Your ${portalTitle} password has been changed`, {
    lines: [
      `The password of your ${portalTitle} account has just been changed, and every other`,
      "session of the account has been signed out.",
      "",
      "If you did not do this, reset your password now:",
      resetLink,
    ],
    paragraphs: [
      `The password of your ${escapeHtml(portalTitle)} account has just been changed, and ` +
        "every other session of the account has been signed out.",
      `If you did not do this, <a href="${escapeHtml(resetLink)}">reset your password now</a>.`,
    ],
    links: [resetLink],
  });
}

/** How the regulator's letters end (after their last line). */
export const registrarSignOff: readonly string[] = ["", "Ngā mihi,", "The Registrar"];

/**
 * A plain letter to a person: the greeting, then `lines` (a blank line starts a new paragraph
 * in the HTML part). Everything is escaped; links are logged when mail only goes to files.
 */
export function letterMail(
  recipient: Recipient,
  subject: string,
  lines: string[],
  links: string[] = [],
): MailMessage {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of [...lines, ""]) {
    if (line !== "") current.push(escapeHtml(line));
    else if (current.length > 0) {
      paragraphs.push(current.join("<br>"));
      current = [];
    }
  }
  return accountMail(recipient, subject, { lines, paragraphs, links });
}
