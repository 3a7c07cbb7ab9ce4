import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  type Location,
  MemoryRouter,
  type NavigateOptions,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from "react-router";

/** What tests read and drive of the router: where it is, and a navigation from outside. */
export interface TestRouter {
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  readonly state: { readonly location: Location };
}

/**
 * A memory router holding `routes` (the portal's declarative mode, as in production), with a
 * handle that lets a test navigate and read the current location.
 */
export function testRouter(routes: RouteObject[], initialPath: string) {
  let location: Location | undefined;
  let navigateTo: ReturnType<typeof useNavigate> | undefined;
  function Probe() {
    location = useLocation();
    navigateTo = useNavigate();
    return null;
  }
  function Routes() {
    return useRoutes(routes);
  }
  const router: TestRouter = {
    async navigate(to, options) {
      if (!navigateTo) throw new Error("The router is not rendered yet");
      const go = navigateTo;
      act(() => {
        void go(to, options);
      });
    },
    get state() {
      if (!location) throw new Error("The router is not rendered yet");
      return { location };
    },
  };
  const element: ReactNode = (
    <MemoryRouter initialEntries={[initialPath]}>
      <Probe />
      <Routes />
    </MemoryRouter>
  );
  return { router, element };
}
