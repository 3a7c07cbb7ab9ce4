const startPath = /^\/start\/([^/?#]+)\/?(?:[?#].*)?$/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * SPEC §2 login: a `redirect` of the form /start/{code} sends a newcomer to register for
 * that form instead, unless `r` is 0. Returns the register path, or null to stay.
 */
export function startRegistrationPath(redirect: string | null, r: string | null): string | null {
  const match = startPath.exec(redirect ?? "");
  if (!match?.[1] || r === "0") return null;
  return `/register?${new URLSearchParams({ form: decodeSegment(match[1]) }).toString()}`;
}
