import { useEffect } from "react";
import { useDispatch, useSelector } from "react-redux";
import { Navigate } from "react-router";
import { setPasswordModalOpened } from "../auth-slice.ts";
import { selectUserDetails } from "../user-slice.ts";

/** SPEC §2 /set-password: opens the set-password modal, then goes to the dashboard. */
export function SetPasswordRoute() {
  const dispatch = useDispatch();
  const pending = Boolean(useSelector(selectUserDetails)?.passwordResetPending);
  useEffect(() => {
    // A pending reset must be completed: then the dialog has no close button.
    dispatch(setPasswordModalOpened({ closable: !pending }));
  }, [dispatch, pending]);
  return <Navigate to="/" replace />;
}
