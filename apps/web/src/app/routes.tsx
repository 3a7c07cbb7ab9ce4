import type { RouteObject } from "react-router";
import {
  lazyConfirmScreen,
  lazyLoginScreen,
  lazyLogoutScreen,
  lazyResetPasswordScreen,
  lazySetPasswordRoute,
} from "../features/auth/index.ts";
import { lazyDashboardScreen } from "../features/dashboard/index.ts";
import { lazyFormScreen } from "../features/forms/index.ts";
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
import { lazyRegisterScreen } from "../features/register/index.ts";
import { lazyPeerSearchScreen, lazyVolunteerSearchScreen } from "../features/search/index.ts";
import { RequireSignedIn, RequireSignedOut } from "./guards.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { lazyRoute } from "./lazy-route.tsx";

/**
 * Routes whose screens arrive in later issues. They are registered now, behind their
 * guards, and honestly answer "not found" until their screen is built.
 */
const notBuiltYet = lazyNotFoundScreen;

/**
 * The route table of SPEC §2, for React Router's declarative mode (useRoutes): every screen
 * beyond the shell is loaded on demand. Declarative rather than a data router: this portal
 * has no loaders or actions, and the data router's machinery is 16 kB gzipped of every route
 * (DESIGN §5). A screen that fails is caught by the layout's error boundary.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          { path: "login", element: lazyRoute(lazyLoginScreen) },
          { path: "register/:formId?/:formPage?", element: lazyRoute(lazyRegisterScreen) },
          { path: "reset-password", element: lazyRoute(lazyResetPasswordScreen) },
        ],
      },
      // Reachable either way: logout ends whatever session there is.
      { path: "logout", element: lazyRoute(lazyLogoutScreen) },
      // The emailed link is how a signed-out user gets a session, so no guard here.
      { path: "confirm/:tileType/:formToken", element: lazyRoute(lazyConfirmScreen) },
      {
        element: <RequireSignedIn />,
        children: [
          { index: true, element: lazyRoute(lazyDashboardScreen) },
          { path: "set-password", element: lazyRoute(lazySetPasswordRoute) },
          // /start and /start/{code}.
          { path: "start/*", element: lazyRoute(notBuiltYet) },
          // /sub and /sub/{type}, where the path may hold a chain of tile types.
          { path: "sub/*", element: lazyRoute(lazySubTilesScreen) },
          { path: "forms/manage_relationship", element: lazyRoute(lazyManageRelationshipScreen) },
          {
            path: "forms/manage_other_relationships",
            element: lazyRoute(lazyManageOtherRelationshipsScreen),
          },
          {
            path: "forms/view_confirmation_forms",
            element: lazyRoute(lazyConfirmationFormsScreen),
          },
          {
            path: "forms/view_annual_declarations",
            element: lazyRoute(lazyAnnualDeclarationsScreen),
          },
          { path: "forms/:type", element: lazyRoute(lazyListScreen) },
          // The create-form screen: form_add, then the new form (SPEC §2 List screens).
          { path: "forms/:type/new/:formType", element: lazyRoute(lazyCreateFormScreen) },
          { path: "form/:formType/:formId/:pageCode?", element: lazyRoute(lazyFormScreen) },
          { path: "search_peer", element: lazyRoute(lazyPeerSearchScreen) },
          { path: "search_peer_volunteer", element: lazyRoute(lazyVolunteerSearchScreen) },
        ],
      },
      { path: "*", element: lazyRoute(lazyNotFoundScreen) },
    ],
  },
];
