import type { UserDetails } from "@portal/contract";

/** SPEC §2 title bar: "Welcome {first name}", else the display name, else the configured title. */
export function pageTitle(details: UserDetails | null, configuredTitle: string): string {
  const name = details?.firstName?.trim() || details?.displayName?.trim();
  return name ? `Welcome ${name}` : configuredTitle;
}
