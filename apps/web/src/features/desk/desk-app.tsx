import { mayUseDesk } from "@portal/contract";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { AuditScreen } from "./audit/audit-screen.tsx";
import { CaseQueueScreen } from "./cases/case-queue-screen.tsx";
import { CaseScreen } from "./cases/case-screen.tsx";
import { CaseStagesScreen } from "./cases/case-stages-screen.tsx";
import { DeskLayout } from "./desk-layout.tsx";
import { DeskSessionProvider, useDeskSession } from "./desk-session.tsx";
import { QueueScreen } from "./queue/queue-screen.tsx";
import { AuditListScreen } from "./recertification/audit-list-screen.tsx";
import { AuditViewScreen } from "./recertification/audit-view-screen.tsx";
import { CycleFormScreen } from "./recertification/cycle-form-screen.tsx";
import { CyclesListScreen } from "./recertification/cycles-list-screen.tsx";
import { EvidenceScreen } from "./recertification/evidence-screen.tsx";
import { PeerItemsScreen } from "./recertification/peer-items-screen.tsx";
import { RegisterScreen } from "./register/register-screen.tsx";
import { deskHomeOf, RequireStaff } from "./require-staff.tsx";
import { RoundFormScreen } from "./rounds/round-form-screen.tsx";
import { RoundViewScreen } from "./rounds/round-view-screen.tsx";
import { RoundsListScreen } from "./rounds/rounds-list-screen.tsx";
import { EnrolScreen } from "./sign-in/enrol-screen.tsx";
import { SetPasswordScreen } from "./sign-in/set-password-screen.tsx";
import { SignInScreen } from "./sign-in/sign-in-screen.tsx";
import { VerifyScreen } from "./sign-in/verify-screen.tsx";
import { SubmissionScreen } from "./submission/submission-screen.tsx";

/** /desk itself: the registry's queue, or the home of a staff member who works elsewhere. */
function DeskHome() {
  const { staff } = useDeskSession();
  if (staff && !mayUseDesk(staff.role, "registry")) {
    return <Navigate to={deskHomeOf(staff.role)} replace />;
  }
  return <QueueScreen />;
}

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
        element: <RequireStaff access="anyStaff" />,
        children: [{ index: true, element: <DeskHome /> }],
      },
      {
        element: <RequireStaff access="registry" />,
        children: [
          { path: "submissions/:id", element: <SubmissionScreen /> },
          { path: "register/:personId", element: <RegisterScreen /> },
          { path: "rounds/:yearCode", element: <RoundViewScreen /> },
          { path: "recertification", element: <CyclesListScreen /> },
          { path: "recertification/audits", element: <AuditListScreen /> },
          { path: "recertification/audits/:auditId", element: <AuditViewScreen /> },
          {
            path: "recertification/audits/:auditId/sample/:selectionId",
            element: <EvidenceScreen />,
          },
          { path: "recertification/peers", element: <PeerItemsScreen /> },
        ],
      },
      {
        element: <RequireStaff access="cases" />,
        children: [
          { path: "cases", element: <CaseQueueScreen /> },
          { path: "cases/:reference", element: <CaseScreen /> },
        ],
      },
      {
        element: <RequireStaff access="admin" />,
        children: [
          { path: "audit", element: <AuditScreen /> },
          { path: "cases/stages", element: <CaseStagesScreen /> },
          { path: "rounds", element: <RoundsListScreen /> },
          { path: "rounds/new", element: <RoundFormScreen /> },
          { path: "rounds/:yearCode/edit", element: <RoundFormScreen /> },
          { path: "recertification/new", element: <CycleFormScreen /> },
          { path: "recertification/:cycleId/edit", element: <CycleFormScreen /> },
        ],
      },
    ],
  },
];

/**
 * The staff's desk under /desk: one chunk loaded only here, its own layout and
 * session (the desk_session cookie), none of the portal's Redux session or layout.
 */
export function DeskApp() {
  return <DeskSessionProvider>{useRoutes(deskRoutes)}</DeskSessionProvider>;
}
