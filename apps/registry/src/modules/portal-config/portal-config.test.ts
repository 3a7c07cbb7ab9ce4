import { apiPaths, portalConfigSchema } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService, tempFile } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";

describe("GET config", () => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    const file = tempFile(
      "portal.yaml",
      [
        "title: Dental Council practitioner portal",
        "timeout: 900",
        "tileOrder: [recertification, apc]",
        "content:",
        "  tiles:",
        "    apc: { name: Practising certificate }",
      ].join("\n"),
    );
    ({ database, app } = await openTestService(testDatabases[0]!, {
      env: { PORTAL_CONFIG: file },
    }));
  });
  afterAll(() => closeTestService({ app, database }));

  it("answers the PORTAL_CONFIG file merged over the defaults, without a session", async () => {
    const res = await app.inject({ url: apiPaths.config });
    expect(res.statusCode).toBe(200);
    const config = portalConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      title: "Dental Council practitioner portal",
      timeout: 900,
      tileOrder: ["recertification", "apc"],
      content: { tiles: { apc: { name: "Practising certificate" } } },
      basename: "/",
      addRedirects: {},
    });
    expect(config.notFoundContent).toBe(portalConfigSchema.parse({}).notFoundContent);
  });
});
