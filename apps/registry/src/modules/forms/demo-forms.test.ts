// The seeded demo: every in-progress form on a demo user's dashboard opens through the form
// call, at the first page its seeded values leave undone.
import { apiPaths, authResponseSchema, type Tile } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../seed/demo-data.ts";
import { demoUsers } from "../../../seed/demo-users.ts";
import { seedDemoData } from "../../../seed/seed.ts";
import { buildTestApp } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { formAnswer, sessionHeader } from "../../../test/form-pages.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";

const flatten = (tiles: Tile[]): Tile[] => tiles.flatMap((t) => [t, ...flatten(t.subTiles)]);

describe("the demo forms", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    app = await buildTestApp(database);
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(demoUsers)("open for $email where the seeded values leave off", async (user) => {
    const login = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: user.email, password: DEMO_PASSWORD },
    });
    const { odooSessionId, tiles } = authResponseSchema.parse(login.json());
    const inProgress = flatten(tiles).flatMap((tile) =>
      tile.formTypes.flatMap((type) => type.forms.map((form) => ({ type: type.id, form }))),
    );
    expect(inProgress.length).toBe(user.forms.filter((f) => f.state === "in_progress").length);
    for (const { type, form } of inProgress) {
      const seeded = user.forms.find((f) => f.name === form.name)!;
      const answer = formAnswer(
        await app.inject({
          url: apiPaths.form(type, form.formId),
          headers: sessionHeader(odooSessionId),
        }),
      );
      const done = Object.keys(seeded.values ?? {});
      const firstUndone = answer.form!.pageCodes.find((p) => !done.includes(p.code))!;
      expect(answer.page?.code, form.name).toBe(firstUndone.code);
      expect(answer.form?.pageCodes.filter((p) => p.pageDone).map((p) => p.code)).toEqual(done);
    }
  });
});
