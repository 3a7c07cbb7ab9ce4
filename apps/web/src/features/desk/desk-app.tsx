import { type RouteObject, useRoutes } from "react-router";
import { AuditScreen } from "./audit/audit-screen.tsx";
import { DeskLayout } from "./desk-layout.tsx";
import { DeskSessionProvider } from "./desk-session.tsx";
import { QueueScreen } from "./queue/queue-screen.tsx";
import { RegisterScreen } from "./register/register-screen.tsx";
import { RequireStaff } from "./require-staff.tsx";
import { RoundFormScreen } from "./rounds/round-form-screen.tsx";
import { RoundViewScreen } from "./rounds/round-view-screen.tsx";
import { RoundsListScreen } from "./rounds/rounds-list-screen.tsx";
import { EnrolScreen } from "./sign-in/enrol-screen.tsx";
import { SetPasswordScreen } from "./sign-in/set-password-screen.tsx";
import { SignInScreen } from "./sign-in/sign-in-screen.tsx";
import { VerifyScreen } from "./sign-in/verify-screen.tsx";
import { SubmissionScreen } from "./submission/submission-screen.tsx";

/**
 * The desk's routes, under /desk. A route table for `useRoutes`, as the portal's own: React
 * Router's `<Routes>` would bring code into the shared shell that only the desk uses.
 */
export const deskRoutes: RouteObject[] = [
  {
    element: <DeskLayout />,
    children: [
      { path: "set-password", element: <SetPasswordScreen /> },
      { path: "sign-in", element: <SignInScreen /> },
      { path: "enrol", element: <EnrolScreen /> },
      { path: "verify", element: <VerifyScreen /> },
      {
        element: <RequireStaff />,
        children: [
          { index: true, element: <QueueScreen /> },
          { path: "submissions/:id", element: <SubmissionScreen /> },
          { path: "register/:personId", element: <RegisterScreen /> },
          { path: "rounds/:yearCode", element: <RoundViewScreen /> },
        ],
      },
      {
        element: <RequireStaff only="admin" />,
        children: [
          { path: "audit", element: <AuditScreen /> },
          { path: "rounds", element: <RoundsListScreen /> },
          { path: "rounds/new", element: <RoundFormScreen /> },
          { path: "rounds/:yearCode/edit", element: <RoundFormScreen /> },
        ],
      },
    ],
  },
];

/**
 * The registrar's desk under /desk: one chunk loaded only here, its own layout and
 * session (the desk_session cookie), none of the portal's Redux session or layout.
 */
export function DeskApp() {
  return <DeskSessionProvider>{useRoutes(deskRoutes)}</DeskSessionProvider>;
}
