// Uploaded files' downloads (SPEC §7) as the app loads them.
import fp from "fastify-plugin";
import { registerFileRoutes } from "./routes.ts";
import { createFilesService } from "./service.ts";

export const filesPlugin = fp(
  async (app) => {
    const { db, audit } = app.core;
    registerFileRoutes(app, createFilesService({ db, sessions: app.sessions, audit }));
  },
  { name: "files", dependencies: ["core", "sessions"] },
);
