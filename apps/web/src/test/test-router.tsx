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
interface Seen {
  location?: Location;
  navigate?: ReturnType<typeof useNavigate>;
}

/** Keeps what the router shows for the test's handle. */
function Probe({ seen }: { seen: Seen }) {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function testRouter(routes: RouteObject[], initialPath: string) {
  const seen: Seen = {};
  const router: TestRouter = {
    async navigate(to, options) {
      const go = seen.navigate;
      if (!go) throw new Error("The router is not rendered yet");
      act(() => {
        void go(to, options);
      });
    },
    get state() {
      const { location } = seen;
      if (!location) throw new Error("The router is not rendered yet");
      return { location };
    },
  };
  const element: ReactNode = (
    <MemoryRouter initialEntries={[initialPath]}>
      <Probe seen={seen} />
      <RouteTable routes={routes} />
    </MemoryRouter>
  );
  return { router, element };
}
