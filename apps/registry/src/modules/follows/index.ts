// What the app may use of the follows: the service (its notifyFollowers is handed to the
// register's writers) and its routes.
export { registerFollowRoutes } from "./routes.ts";
export { createFollows, type Follows } from "./service.ts";
