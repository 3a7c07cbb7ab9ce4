import { describe, expect, it } from "vitest";
import { startSmtpPeer, testMailer } from "../../../test/accounts.ts";
import { passwordChangedMail, passwordResetMail } from "./account-mails.ts";

const message = passwordResetMail({
  to: "kiri@example.test",
  name: "Kiri",
  link: "https://portal.example.test/confirm/reset_password/T0KEN",
  portalTitle: "Portal",
  expiresAt: "2:00 pm on 1 March 2026 (NZDT)",
});

describe("the mailer", () => {
  it("delivers plain text and HTML over SMTP", async () => {
    const smtp = await startSmtpPeer();
    try {
      const { mailer } = testMailer({ smtpUrl: smtp.url });
      await mailer.send(message);
      expect(smtp.envelopes).toEqual([["kiri@example.test"]]);
      expect(smtp.received[0]?.text).toContain(message.links[0]);
      expect(smtp.received[0]?.html).toContain(`href="${message.links[0]}"`);
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });

  it("sends the message's own header fields (a one-click unsubscribe)", async () => {
    const smtp = await startSmtpPeer();
    try {
      const { mailer } = testMailer({ smtpUrl: smtp.url });
      const headers = {
        "List-Unsubscribe": "<https://portal.example.test/unsubscribe?token=T>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
      await mailer.send({ ...message, headers });
      const received = smtp.received[0]?.headerLines.map((h) => h.line);
      expect(received).toContain(
        "List-Unsubscribe: <https://portal.example.test/unsubscribe?token=T>",
      );
      expect(received).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });

  it("throws when the message cannot be delivered (the outbox tries it again)", async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const { mailer, lines } = testMailer({ smtpUrl: "smtp://127.0.0.1:1" });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    expect(lines).toEqual([]);
  });
});

describe("the account e-mails", () => {
  it("escape whatever comes from users or the configuration in the HTML part", () => {
    const mail = passwordResetMail({
      to: "x@example.test",
      name: `<img src=x onerror="alert(1)">`,
      link: `https://portal.example.test/confirm/reset_password/a"><script>`,
      portalTitle: "<b>Council</b>",
      expiresAt: "2:00 pm on 1 March 2026 (NZDT)",
    });
    expect(mail.html).not.toMatch(/<img|<script|<b>/);
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(mail.text).toContain(`<img src=x onerror="alert(1)">`);
  });

  it("tell when the reset link stops working, in both parts", () => {
    expect(message.text).toContain(
      "The link can be used once and expires in 1 hour, at 2:00 pm on 1 March 2026 (NZDT).",
    );
    expect(message.html).toContain("expires in 1 hour, at 2:00 pm on 1 March 2026 (NZDT).");
  });

  it("greet without a name when none is known, and point at the reset screen", () => {
    const mail = passwordChangedMail({
      to: "x@example.test",
      name: undefined,
      portalTitle: "Portal",
      resetLink: "https://portal.example.test/reset-password",
    });
    expect(mail.text.startsWith("Kia ora,\n")).toBe(true);
    expect(mail.links).toEqual(["https://portal.example.test/reset-password"]);
    expect(mail.html).toContain('href="https://portal.example.test/reset-password"');
  });
});
