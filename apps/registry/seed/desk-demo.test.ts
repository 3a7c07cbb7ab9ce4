// The demo's desk on a fresh start: two registration applications waiting in the queue, made
// through the apply calls as applicants make them, and a one-time link for the demo desk account
// until its password is set – then none.
import { deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../test/databases.ts";
import { DESK_ORIGIN, deskClient, STAFF_PASSWORD, useDeskService } from "../test/desk.ts";
import { DEMO_DESK_EMAIL, seedDeskDemo } from "./desk-demo.ts";
import { seedDemoData } from "./seed.ts";

const pglite = testDatabases.filter((d) => d.name === "pglite");

describe.each(pglite)("the demo's desk on $name", (testDb) => {
  const service = useDeskService(testDb, (s) => seedDemoData(s.database.db));
  const seed = () =>
    seedDeskDemo(service.app, service.database.db, {
      publicUrl: DESK_ORIGIN,
      now: service.clock(),
    });

  it("has two applications awaiting a registrar, and a link to the desk until it is used", async () => {
    const first = await seed();
    expect(first.applicationsAdded).toBe(2);
    expect(first.deskLink).toMatch(
      new RegExp(`^${DESK_ORIGIN}/desk/set-password#[A-Za-z0-9_-]{20,}$`),
    );

    const registrar = await service.signedIn("registrar");
    const queue = (await registrar.client.call("GET", deskPaths.submissions)).json();
    expect(
      queue.items.map((i: { applicant: string; formType: string; status: string }) => [
        i.applicant,
        i.formType,
        i.status,
      ]),
    ).toEqual([
      ["Hana Wiremu-Tane", "REGISTRATION", "awaiting"],
      ["Tomasi Fifita", "REGISTRATION", "awaiting"],
    ]);

    // A second start adds no application; the unused link is replaced by a new one.
    const second = await seed();
    expect(second.applicationsAdded).toBe(0);
    expect(second.deskLink).toBeDefined();
    expect(second.deskLink).not.toBe(first.deskLink);

    // The newcomer follows the link: the account is an admin's, and no more links are printed.
    const token = second.deskLink!.split("#")[1];
    const desk = deskClient(service.app);
    const set = await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    expect(set.statusCode).toBe(200);
    const signIn = await desk.call("POST", deskPaths.signIn, {
      email: DEMO_DESK_EMAIL,
      password: STAFF_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(await seed()).toEqual({ applicationsAdded: 0 });
  });
});
