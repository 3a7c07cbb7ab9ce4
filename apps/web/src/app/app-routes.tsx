import { useRoutes } from "react-router";
import { routes } from "./routes.tsx";

/** The route table rendered under whichever router holds it (browser, or memory in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
