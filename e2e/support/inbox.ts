import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type TestInfo } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/** The inbox of the SMTP peer that serves this test's project (one peer per database). */
export function inboxDir(testInfo: TestInfo): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error("E2E_DATA_ROOT is set by playwright.config.ts");
  return join(root, testInfo.project.name, "inbox");
}

function messagesTo(dir: string, address: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith(`${address.replace(/[^a-z0-9@.]/gi, "_")}.eml`)).sort();
}

/**
 * Waits for the next message to `address` that arrives after `known` messages were there – the
 * latest, or the latest whose subject matches `subject`, since another spec's letter to the same
 * address may come between.
 */
export async function nextMessageTo(
  testInfo: TestInfo,
  address: string,
  known: number,
  subject?: RegExp,
): Promise<ParsedMail> {
  const dir = inboxDir(testInfo);
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of messagesTo(dir, address).slice(known).reverse()) {
          const mail = await simpleParser(readFileSync(join(dir, name)));
          if (!subject || subject.test(mail.subject ?? "")) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

export function countMessagesTo(testInfo: TestInfo, address: string): number {
  return messagesTo(inboxDir(testInfo), address).length;
}

/** The first link in the message's plain text that contains `fragment`. */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const links = (mail.text ?? "").match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in: ${mail.text}`);
  return link;
}
