// What the app may use of the search module: the peer search's service and route, and the one
// search statement the public register (modules/public-register) runs with filters of its own.
// Search only reads the register; the register's own module (modules/register) writes it.
export { registerSearchRoutes } from "./routes.ts";
export { type RegisterFilter, searchRegister } from "./search-store.ts";
export { createSearchService, type SearchService } from "./service.ts";
