import { Route, Routes } from "react-router";
import { DeskLayout } from "./desk-layout.tsx";
import { DeskSessionProvider } from "./desk-session.tsx";
import { RequireStaff } from "./require-staff.tsx";
import { EnrolScreen } from "./sign-in/enrol-screen.tsx";
import { SetPasswordScreen } from "./sign-in/set-password-screen.tsx";
import { SignInScreen } from "./sign-in/sign-in-screen.tsx";
import { VerifyScreen } from "./sign-in/verify-screen.tsx";

/**
 * The registrar's desk under /desk (issue 22): one chunk loaded only here, its own layout and
 * session (the desk_session cookie), none of the portal's Redux session or layout.
 */
export function DeskApp() {
  return (
    <DeskSessionProvider>
      <Routes>
        <Route element={<DeskLayout />}>
          <Route path="set-password/:token" element={<SetPasswordScreen />} />
          <Route path="sign-in" element={<SignInScreen />} />
          <Route path="enrol" element={<EnrolScreen />} />
          <Route path="verify" element={<VerifyScreen />} />
          <Route element={<RequireStaff />}>
            <Route index element={<p>Queue</p>} />
          </Route>
        </Route>
      </Routes>
    </DeskSessionProvider>
  );
}
