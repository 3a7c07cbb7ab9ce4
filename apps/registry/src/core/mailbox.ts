// The mailbox an address reaches, for limits per person: a limit counted per address as
// typed is beaten by Name@… against name@…, by name+1@…, name+2@…, and on Gmail by n.ame@….
// Only for counting and locking: mail still goes to the address as the person typed it.

/** Providers that deliver an address with dots in its local part to the one without. */
const DOTS_IGNORED: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The address as one mailbox: lower-cased, without a `+tag` (most providers deliver
 * name+tag@ to name@, and a limit may count one mailbox too many but never too few), and
 * without the dots of the local part where the provider ignores them.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const domain = email.slice(at + 1);
  const local = email.slice(0, at).split("+")[0] || email.slice(0, at);
  const sameDomain = DOTS_IGNORED[domain];
  return sameDomain ? `${local.replaceAll(".", "")}@${sameDomain}` : `${local}@${domain}`;
}
