import {
  IDENTITY_FAILURE_PARAM,
  IDENTITY_FRAGMENT,
  identityFailureMessages,
} from "@portal/contract";

/** What the provider's callback left at `/login`: a token to trade, or a failure to say. */
export type IdentityHandoff =
  | { kind: "sign-in"; token: string }
  | { kind: "link"; token: string }
  | { kind: "failed"; message: string }
  | undefined;

/**
 * Reads the callback's answer from the address (`#identity=`, `#link=`, `?identity=`). The
 * token is a secret: the caller takes it out of the address at once, so it stays in no history.
 */
export function identityHandoffOf(hash: string, search: URLSearchParams): IdentityHandoff {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const signIn = fragment.get(IDENTITY_FRAGMENT.signIn);
  if (signIn) return { kind: "sign-in", token: signIn };
  const link = fragment.get(IDENTITY_FRAGMENT.link);
  if (link) return { kind: "link", token: link };
  const failure = search.get(IDENTITY_FAILURE_PARAM);
  if (failure && Object.hasOwn(identityFailureMessages, failure)) {
    return {
      kind: "failed",
      message: identityFailureMessages[failure as keyof typeof identityFailureMessages],
    };
  }
  return undefined;
}
