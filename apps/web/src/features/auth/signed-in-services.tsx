import { SetPasswordHost } from "./password/set-password-host.tsx";
import { SessionWatch } from "./session/session-timeout-host.tsx";

/**
 * What runs beside every screen while signed in: the session check and the set-password
 * modal. Loaded only once signed in, so the login screen's first load never carries it.
 */
export default function SignedInServices() {
  return (
    <>
      <SessionWatch />
      <SetPasswordHost />
    </>
  );
}
