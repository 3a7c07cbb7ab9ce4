import { useLocation, useNavigate } from "react-router";

/**
 * An admin's list screen (renewal rounds, recertification cycles) as its form leaves it once
 * saved: what was saved, told in a status under the list's heading. The form's screen is gone,
 * so what it saved travels in the navigation's state.
 */
export function SavedStatus() {
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return <div role="status">{saved && <p className="alert alert-success">{saved}</p>}</div>;
}

/** Goes back to the list at `to`, whose SavedStatus tells what was saved. */
export function useBackSaved(to: string): (saved: string) => void {
  const navigate = useNavigate();
  return (saved) => navigate(to, { state: { saved } });
}
