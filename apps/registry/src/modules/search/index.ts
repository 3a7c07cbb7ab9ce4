// What the app may use of the search module: the peer search's service and route. Search only
// reads the register; the register's own module (modules/register) writes it.
export { registerSearchRoutes } from "./routes.ts";
export { createSearchService, type SearchService } from "./service.ts";
