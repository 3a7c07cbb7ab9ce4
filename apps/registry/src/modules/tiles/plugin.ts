// The dashboard's tiles as the app loads them: each user's tiles and the forms they open.
import fp from "fastify-plugin";
import { createTilesService, type TilesService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    tiles: TilesService;
  }
}

export const tilesPlugin = fp(
  async (app) => {
    app.decorate("tiles", createTilesService({ db: app.core.db, forms: app.forms.service }));
  },
  { name: "tiles", dependencies: ["core", "forms"] },
);
