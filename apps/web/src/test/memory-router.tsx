import { act, type ReactElement } from "react";
import {
  type Location,
  MemoryRouter,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
} from "react-router";
import { AppRoutes } from "../app/routes.tsx";

interface Seen {
  location?: Location;
  navigate?: ReturnType<typeof useNavigate>;
}

/** Records what the router shows, for the test's handle. */
function Probe({ seen }: { seen: Seen }) {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  return null;
}

/** What a test reads of, and does with, the router it rendered. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: To): Promise<void>;
}

/**
 * `routes` in a memory router, as the portal renders its route table (boot.tsx), and a handle
 * on it: the address shown, and navigation from outside the screens.
 */
export function memoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; basename?: string } = {},
): { element: ReactElement; router: TestRouter } {
  const seen: Seen = {};
  const router: TestRouter = {
    get location() {
      if (!seen.location) throw new Error("The router has not rendered yet");
      return seen.location;
    },
    async navigate(to) {
      const navigate = seen.navigate;
      if (!navigate) throw new Error("The router has not rendered yet");
      await act(async () => {
        await navigate(to);
      });
    },
  };
  const element = (
    <MemoryRouter {...options}>
      <Probe seen={seen} />
      <AppRoutes table={routes} />
    </MemoryRouter>
  );
  return { element, router };
}
