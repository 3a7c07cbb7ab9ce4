// The staff audit trail, which only admins read (a page, newest first, and the CSV); a
// registrar is refused at every admin route. Its entries here are register edits.
import { deskApiPrefix, deskMessages, deskPaths, staffAuditPageSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { cheapHasher } from "../../../test/accounts.ts";
import { testDatabases } from "../../../test/databases.ts";
import { registerPractice, useRegisterDesk } from "../../../test/register-desk.ts";

describe.each(testDatabases)("the staff audit on $name", (testDb) => {
  // Nobody here signs in to test a password: a cheap hash keeps the staff's sign-ins quick.
  const desk = useRegisterDesk(testDb, { options: { passwords: cheapHasher } });

  it("refuses a registrar at every admin route, the audit's included", async () => {
    const doc = (await desk.app.inject({ url: "/docs/json" })).json();
    const adminRoutes = desk.app.routeTable.filter(
      (r) =>
        r.url.startsWith(`${deskApiPrefix}/`) &&
        r.method !== "HEAD" &&
        String(
          doc.paths[r.url.replace(/:([A-Za-z]+)/g, "{$1}")]?.[r.method.toLowerCase()]?.summary,
        ).startsWith("Admin:"),
    );
    expect(adminRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([deskPaths.audit, deskPaths.auditCsv, deskPaths.staff]),
    );
    for (const route of adminRoutes) {
      const res = await desk.registrar.call(
        route.method as "GET" | "POST",
        route.url.replace(/:[A-Za-z]+/g, "1"),
      );
      expect({ route: route.url, status: res.statusCode, body: res.json() }).toEqual({
        route: route.url,
        status: 403,
        body: { message: deskMessages.forbidden },
      });
    }
  });

  it("shows admins the staff audit, newest first and filtered, and exports it as CSV", async () => {
    for (const practice of ["General Dental Practice", "Dental Hygiene Practice"] as const) {
      const res = await desk.edit({ practices: [registerPractice({ practice })] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = staffAuditPageSchema.parse(
      (await desk.admin.call("GET", `${deskPaths.audit}?pageSize=2`)).json(),
    );
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    const edits = await desk.registrarEdits();
    expect(edits.total).toBe(2);
    expect(
      edits.items.every((e) => e.action === "register.updated" && e.submissionId === null),
    ).toBe(true);
    const empty = (await desk.admin.call("GET", `${deskPaths.audit}?from=2099-01-01`)).json();
    expect(empty).toEqual({ total: 0, page: 1, pageSize: 50, items: [] });
    const bad = await desk.admin.call("GET", `${deskPaths.audit}?staffId=me`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid query string: staffId: /);
    // Ids past the id columns' range are refused at the edge, not sent to the database.
    for (const filter of ["staffId", "submissionId"]) {
      const huge = await desk.admin.call("GET", `${deskPaths.audit}?${filter}=2147483648`);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().message).toMatch(new RegExp(`^Invalid query string: ${filter}: `));
    }

    const csv = await desk.admin.call("GET", deskPaths.auditCsv);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="staff-audit.csv"; filename*=UTF-8''staff-audit.csv`,
    );
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe("id,at,staff_id,action,submission_id,before,after");
    expect(lines.filter((l) => l.includes(",register.updated,"))).toHaveLength(2);
    const later = await desk.admin.call("GET", `${deskPaths.auditCsv}?from=2099-01-01`);
    expect(later.body).toBe("id,at,staff_id,action,submission_id,before,after\r\n");
  });
});
