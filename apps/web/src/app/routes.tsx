import type { RouteObject } from "react-router";
import { LoadingBanner } from "../components/loading-banner.tsx";
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
import { RouteError } from "./layout/route-error.tsx";

/**
 * Routes whose screens arrive in later issues. They are registered now, behind their
 * guards, and honestly answer "not found" until their screen is built.
 */
const notBuiltYet = lazyNotFoundScreen;

/** The route table of SPEC §2. Every screen beyond the shell is loaded on demand. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <AppLayout />,
    hydrateFallbackElement: <LoadingBanner />,
    children: [
      {
        // Inside the layout, so a failed screen still shows the title bar and navigation.
        errorElement: <RouteError />,
        children: [
          {
            element: <RequireSignedOut />,
            children: [
              { path: "login", lazy: lazyLoginScreen },
              { path: "register/:formId?/:formPage?", lazy: lazyRegisterScreen },
              { path: "reset-password", lazy: lazyResetPasswordScreen },
            ],
          },
          // Reachable either way: logout ends whatever session there is.
          { path: "logout", lazy: lazyLogoutScreen },
          // The emailed link is how a signed-out user gets a session, so no guard here.
          { path: "confirm/:tileType/:formToken", lazy: lazyConfirmScreen },
          {
            element: <RequireSignedIn />,
            children: [
              { index: true, lazy: lazyDashboardScreen },
              { path: "set-password", lazy: lazySetPasswordRoute },
              // /start and /start/{code}.
              { path: "start/*", lazy: notBuiltYet },
              // /sub and /sub/{type}, where the path may hold a chain of tile types.
              { path: "sub/*", lazy: lazySubTilesScreen },
              { path: "forms/manage_relationship", lazy: lazyManageRelationshipScreen },
              {
                path: "forms/manage_other_relationships",
                lazy: lazyManageOtherRelationshipsScreen,
              },
              { path: "forms/view_confirmation_forms", lazy: lazyConfirmationFormsScreen },
              { path: "forms/view_annual_declarations", lazy: lazyAnnualDeclarationsScreen },
              { path: "forms/:type", lazy: lazyListScreen },
              // The create-form screen: form_add, then the new form (SPEC §2 List screens).
              { path: "forms/:type/new/:formType", lazy: lazyCreateFormScreen },
              { path: "form/:formType/:formId/:pageCode?", lazy: lazyFormScreen },
              { path: "search_peer", lazy: lazyPeerSearchScreen },
              { path: "search_peer_volunteer", lazy: lazyVolunteerSearchScreen },
            ],
          },
          { path: "*", lazy: lazyNotFoundScreen },
        ],
      },
    ],
  },
];
