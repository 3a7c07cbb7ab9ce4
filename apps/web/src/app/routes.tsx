import { type RouteObject, useRoutes } from "react-router";
import { lazyAccessibilityScreen } from "../features/accessibility/index.ts";
import { lazyApplyScreen } from "../features/apply/index.ts";
import {
  lazyAccountScreen,
  lazyActivateScreen,
  lazyConfirmScreen,
  lazyLoginScreen,
  lazyLogoutScreen,
  lazyResetPasswordScreen,
  lazySetPasswordRoute,
} from "../features/auth/index.ts";
import { lazyConcernScreen } from "../features/concern/index.ts";
import { lazyDashboardScreen } from "../features/dashboard/index.ts";
import { lazyDeskApp } from "../features/desk/index.ts";
import { lazyFormScreen, prefetchForm } from "../features/forms/index.ts";
import {
  lazyAnnualDeclarationsScreen,
  lazyConfirmationFormsScreen,
  lazyCreateFormScreen,
  lazyListScreen,
  lazyManageOtherRelationshipsScreen,
  lazyManageRelationshipScreen,
  lazySubTilesScreen,
} from "../features/lists/index.ts";
import { lazyNotFoundScreen } from "../features/not-found/index.ts";
import { lazyPeerRequestsScreen } from "../features/peers/index.ts";
import {
  lazyPublicRegisterRoute,
  lazyVerifyCertificateScreen,
} from "../features/public-register/index.ts";
import { lazyPlanScreen } from "../features/recertification/index.ts";
import { lazyPeerSearchScreen, lazyVolunteerSearchScreen } from "../features/search/index.ts";
import { RequireSignedIn, RequireSignedOut } from "./guards.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { lazyScreen } from "./lazy-screen.tsx";
import { routeData } from "./preload-route.ts";

/**
 * `/start/{code}` for someone already signed in: a visitor's start link is followed from the
 * login screen (features/auth/sign-in/start-redirect.ts); signed in, there is nothing to start, and the
 * portal says "not found" inside its own layout.
 */
const notBuiltYet = lazyNotFoundScreen;

/**
 * The route table of SPEC §2. Every screen beyond the shell is loaded on demand; the layout
 * shows the loading banner meanwhile, and its error boundary a screen that fails to load or
 * render (docs/decisions/016).
 */
export const routes: RouteObject[] = [
  // The registrar's desk: its own layout and session, outside the portal's (features/desk).
  { path: "desk/*", element: lazyScreen(lazyDeskApp) },
  {
    element: <AppLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          { path: "login", element: lazyScreen(lazyLoginScreen) },
          { path: "register/:formId?/:formPage?", element: lazyScreen(lazyApplyScreen) },
          { path: "reset-password", element: lazyScreen(lazyResetPasswordScreen) },
          // A renewal reminder's link for someone on the register without an account.
          { path: "activate", element: lazyScreen(lazyActivateScreen) },
        ],
      },
      // Reachable either way: logout ends whatever session there is.
      { path: "logout", element: lazyScreen(lazyLogoutScreen) },
      // Public pages, signed in or not: the public register, a certificate's check, raising a
      // concern and the accessibility statement.
      {
        path: "public-register/*",
        element: lazyScreen(lazyPublicRegisterRoute),
      },
      { path: "verify/:code", element: lazyScreen(lazyVerifyCertificateScreen) },
      { path: "raise-a-concern/:formId?/:formPage?", element: lazyScreen(lazyConcernScreen) },
      { path: "accessibility", element: lazyScreen(lazyAccessibilityScreen) },
      // The emailed link is how a signed-out user gets a session, so no guard here.
      { path: "confirm/:tileType/:formToken", element: lazyScreen(lazyConfirmScreen) },
      {
        element: <RequireSignedIn />,
        children: [
          { index: true, element: lazyScreen(lazyDashboardScreen) },
          { path: "set-password", element: lazyScreen(lazySetPasswordRoute) },
          { path: "account", element: lazyScreen(lazyAccountScreen) },
          // /start and /start/{code}.
          { path: "start/*", element: lazyScreen(notBuiltYet) },
          // /sub and /sub/{type}, where the path may hold a chain of tile types.
          { path: "sub/*", element: lazyScreen(lazySubTilesScreen) },
          { path: "forms/manage_relationship", element: lazyScreen(lazyManageRelationshipScreen) },
          {
            path: "forms/manage_other_relationships",
            element: lazyScreen(lazyManageOtherRelationshipsScreen),
          },
          {
            path: "forms/view_confirmation_forms",
            element: lazyScreen(lazyConfirmationFormsScreen),
          },
          {
            path: "forms/view_annual_declarations",
            element: lazyScreen(lazyAnnualDeclarationsScreen),
          },
          { path: "forms/:type", element: lazyScreen(lazyListScreen) },
          // The create-form screen: form_add, then the new form (SPEC §2 List screens).
          { path: "forms/:type/new/:formType", element: lazyScreen(lazyCreateFormScreen) },
          {
            path: "form/:formType/:formId/:pageCode?",
            element: lazyScreen(lazyFormScreen),
            handle: routeData(({ formType = "", formId = "", pageCode }, sessionId) =>
              prefetchForm({ formType, formId, page: pageCode }, sessionId),
            ),
          },
          { path: "recertification/peers", element: lazyScreen(lazyPeerRequestsScreen) },
          { path: "recertification/plan", element: lazyScreen(lazyPlanScreen) },
          { path: "search_peer", element: lazyScreen(lazyPeerSearchScreen) },
          { path: "search_peer_volunteer", element: lazyScreen(lazyVolunteerSearchScreen) },
        ],
      },
      { path: "*", element: lazyScreen(lazyNotFoundScreen) },
    ],
  },
];

/** The screen of the current address, from the route table (or `table`, in tests). */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}
