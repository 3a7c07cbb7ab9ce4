import { type DeskAccess, deskMessages, mayUseDesk, type StaffRoleName } from "@portal/contract";
import { Navigate, Outlet } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { useDeskSession } from "./desk-session.tsx";

/**
 * Where a staff member's desk opens: the registry's queue, or the cases for an investigator,
 * whom the queue's calls would refuse.
 */
export const deskHomeOf = (role: StaffRoleName) =>
  mayUseDesk(role, "registry") ? "/desk" : "/desk/cases";

/**
 * The desk's screens need a full staff session (without one, the sign-in) and a role that
 * `access` names, as the service's guard of their calls does.
 */
export function RequireStaff({ access }: { access: DeskAccess }) {
  const { staff } = useDeskSession();
  if (staff === undefined) return <LoadingBanner />;
  if (staff === null) return <Navigate to="/desk/sign-in" replace />;
  if (!mayUseDesk(staff.role, access)) {
    return (
      <p className="alert alert-warning" role="alert">
        {deskMessages.forbidden}
      </p>
    );
  }
  return <Outlet />;
}
