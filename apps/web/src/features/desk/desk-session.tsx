import type { StaffMe } from "@portal/contract";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { LoadFailures, mayPassAgain } from "../../lib/loading.tsx";
import { DeskApiError, failureMessage, fetchStaffMe, isSignInRequired } from "./desk-api.ts";

/** The desk's own session: the staff member of the `desk_session` cookie, never the portal's. */
interface DeskSession {
  /** undefined while the first check runs; null when nobody is signed in to the desk. */
  staff: StaffMe | null | undefined;
  signedIn(staff: StaffMe): void;
  signedOut(): void;
}

const DeskSessionContext = createContext<DeskSession | undefined>(undefined);

const deskSummary = (message: string) => <ErrorSummary message={message} />;
const deskRefused = (error: unknown) =>
  error instanceof DeskApiError && !mayPassAgain(error.status);

/**
 * Asks the service once who is signed in (the cookie is HttpOnly: only the service knows). A
 * desk call that finds the session ended sends the staff member to the sign-in; every failure
 * is told in the screen's error summary by the service's message.
 */
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
  const report = useCallback((error: unknown) => {
    if (isSignInRequired(error)) setStaff(null);
    return failureMessage(error);
  }, []);
  return (
    <DeskSessionContext value={session}>
      <LoadFailures report={report} summary={deskSummary} isFinal={deskRefused}>
        {children}
      </LoadFailures>
    </DeskSessionContext>
  );
}

export function useDeskSession(): DeskSession {
  const session = useContext(DeskSessionContext);
  if (!session) throw new Error("useDeskSession outside DeskSessionProvider");
  return session;
}
