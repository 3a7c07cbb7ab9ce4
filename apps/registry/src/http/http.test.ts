import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { apiPaths, SESSION_HEADER } from "@portal/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASSET,
  buildTestApp,
  fakePortalBuild,
  INDEX_HTML,
  openTestService,
} from "../../test/app.ts";
import { testDatabases } from "../../test/databases.ts";
import type { App } from "../app.ts";
import { BODY_LIMIT } from "../app.ts";
import type { Database } from "../db/client.ts";
import { PORTAL_NOT_BUILT } from "./portal-static.ts";
import { contentSecurityPolicyFor } from "./security-headers.ts";

describe("the HTTP surface", () => {
  let database: Database;
  let app: App;
  let bare: App;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDatabases[0]!, {
      env: { WEB_DIST: fakePortalBuild() },
    }));
    bare = await buildTestApp(database, {
      env: { WEB_DIST: mkdtempSync(join(tmpdir(), "empty-")) },
    });
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
    await database.close();
  });

  describe("unknown API paths", () => {
    it.each([
      ["GET", "/web_portal/api/v1/nope"],
      ["POST", "/registry/api/v1/form/APC?x=1"],
      ["DELETE", "/odoo_payment/api/v1/payment"],
      ["GET", "/web_portal"],
    ])("answer %s %s with a JSON 404 naming the request", async (method, url) => {
      const res = await app.inject({ method: method as "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `Not found: ${method} ${url.split("?")[0]}` });
    });

    it("answers a non-GET outside the API with a JSON 404, not the portal", async () => {
      const res = await app.inject({ method: "POST", url: "/some/client/route" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Not found: POST /some/client/route" });
    });
  });

  describe("malformed requests get a 4xx with a message, never a 500", () => {
    const cases: Array<[string, InjectOptions, number]> = [
      [
        "unparseable JSON",
        {
          method: "POST",
          url: apiPaths.login,
          headers: { "content-type": "application/json" },
          payload: "{login:",
        },
        400,
      ],
      ["a JSON array body", { method: "POST", url: apiPaths.login, payload: [1, 2] }, 400],
      [
        "a field of the wrong type",
        { method: "POST", url: apiPaths.login, payload: { login: 5, password: {} } },
        400,
      ],
      [
        "an unsupported media type",
        {
          method: "POST",
          url: apiPaths.login,
          headers: { "content-type": "application/xml" },
          payload: "<login/>",
        },
        415,
      ],
      [
        "a body over the limit",
        {
          method: "POST",
          url: apiPaths.login,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `login=${"x".repeat(BODY_LIMIT)}`,
        },
        413,
      ],
      [
        "a form field given twice",
        {
          method: "POST",
          url: apiPaths.login,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "login=a%40example.org&login=b%40example.org&password=x",
        },
        400,
      ],
      [
        "a broken percent escape in a form field (read as written, then a failed login)",
        {
          method: "POST",
          url: apiPaths.login,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "login=a%40example.org&password=%E0%A4%A&recaptchaToken=",
        },
        401,
      ],
      [
        "a session header of the wrong shape",
        { url: apiPaths.user, headers: { [SESSION_HEADER]: "x".repeat(5000) } },
        401,
      ],
    ];
    it.each(cases)("%s", async (_, request, status) => {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(status);
      if (status !== 401) expect(res.json().message).toEqual(expect.any(String));
    });
  });

  describe("the built portal", () => {
    it("is served at /", async () => {
      const res = await app.inject({ url: "/" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    });

    it("answers client routes with index.html (history fallback)", async () => {
      const res = await app.inject({ url: "/some/client/route?redirect=%2F" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers["cache-control"]).toBe("no-cache");
    });

    it("serves hashed assets as immutable files", async () => {
      const res = await app.inject({ url: "/assets/app-1a2b3c.js" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("portal");
      expect(res.headers["cache-control"]).toContain("immutable");
    });

    it("sends the build's compressed copies to browsers that accept them", async () => {
      const br = await app.inject({
        url: "/assets/app-1a2b3c.js",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
      expect(br.headers["cache-control"]).toContain("immutable");
      expect(br.headers.vary).toContain("accept-encoding");
      for (const url of ["/", "/some/client/route"]) {
        const html = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
        expect(html.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(html.rawPayload).toString()).toBe(INDEX_HTML);
      }
      const plain = await app.inject({ url: "/assets/app-1a2b3c.js" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(ASSET);
    });

    it("answers 503 saying to build it when WEB_DIST has no index.html", async () => {
      for (const url of ["/", "/forms/apc"]) {
        const res = await bare.inject({ url });
        expect(res.statusCode).toBe(503);
        expect(res.body).toBe(PORTAL_NOT_BUILT);
        expect(res.body).toContain("npm run build");
      }
    });
  });

  describe("security headers", () => {
    it.each(["/", "/some/client/route", apiPaths.config])("are set on %s", async (url) => {
      const res = await app.inject({ url });
      expect(res.headers["content-security-policy"]).toBe(
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;" +
          "object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
      );
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    });

    it("admit Google's reCAPTCHA script and frame only when reCAPTCHA is the captcha", () => {
      const recaptcha = contentSecurityPolicyFor("recaptcha");
      expect(recaptcha["script-src"]).toEqual([
        "'self'",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ]);
      expect(recaptcha["frame-src"]).toContain("https://www.google.com/recaptcha/");
      expect(contentSecurityPolicyFor("altcha")["script-src"]).toEqual(["'self'"]);
      expect(contentSecurityPolicyFor("altcha")["frame-src"]).toBeUndefined();
    });
  });

  describe("OpenAPI", () => {
    it("documents the calls, generated from the zod schemas", async () => {
      const res = await app.inject({ url: "/docs/json" });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      const login = doc.paths[apiPaths.login].post;
      expect(Object.keys(login.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
      expect(
        login.requestBody.content["application/x-www-form-urlencoded"].schema.properties,
      ).toHaveProperty("login");
      expect(doc.paths[apiPaths.user].get.responses["200"]).toBeDefined();
      expect(doc.components.securitySchemes.session).toMatchObject({
        in: "header",
        name: SESSION_HEADER,
      });
    });

    it("serves the viewer at /docs, relaxing only style-src there", async () => {
      const page = await app.inject({ url: "/docs" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="swagger-ui">');
      const csp = page.headers["content-security-policy"];
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self';");
    });
  });
});
