import { deskMessages } from "@portal/contract";
import { Navigate, Outlet } from "react-router";
import { LoadingBanner } from "../../components/loading-banner.tsx";
import { useDeskSession } from "./desk-session.tsx";

/** The desk's screens need a full staff session; without one, the sign-in. */
export function RequireStaff({ only }: { only?: "admin" }) {
  const { staff } = useDeskSession();
  if (staff === undefined) return <LoadingBanner />;
  if (staff === null) return <Navigate to="/desk/sign-in" replace />;
  if (only && staff.role !== only) {
    return (
      <p className="alert alert-warning" role="alert">
        {deskMessages.forbidden}
      </p>
    );
  }
  return <Outlet />;
}
