import type { StaffMe } from "@portal/contract";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { fetchStaffMe } from "./desk-api.ts";

/** The desk's own session: the staff member of the `desk_session` cookie, never the portal's. */
interface DeskSession {
  /** undefined while the first check runs; null when nobody is signed in to the desk. */
  staff: StaffMe | null | undefined;
  signedIn(staff: StaffMe): void;
  signedOut(): void;
}

const DeskSessionContext = createContext<DeskSession | undefined>(undefined);

/** Asks the service once who is signed in (the cookie is HttpOnly: only the service knows). */
export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<StaffMe | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    fetchStaffMe().then(
      (me) => current && setStaff((known) => known ?? me ?? null),
      () => current && setStaff((known) => known ?? null),
    );
    return () => {
      current = false;
    };
  }, []);
  const session = useMemo<DeskSession>(
    () => ({ staff, signedIn: setStaff, signedOut: () => setStaff(null) }),
    [staff],
  );
  return <DeskSessionContext value={session}>{children}</DeskSessionContext>;
}

export function useDeskSession(): DeskSession {
  const session = useContext(DeskSessionContext);
  if (!session) throw new Error("useDeskSession outside DeskSessionProvider");
  return session;
}
