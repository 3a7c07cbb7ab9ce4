import { apiPaths, authResponseSchema, SESSION_HEADER, type Tile } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createFile, createForm, createTile, createUser } from "../../../test/factories.ts";
import { signIn } from "../../../test/form-pages.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";

type User = Awaited<ReturnType<typeof createUser>>;

describe.each(testDatabases)("a user's tiles on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: User;
  let sione: User;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb));
    const db = database.db;
    aroha = await createUser(db);
    sione = await createUser(db);
    const both = [aroha.id, sione.id];

    const apc = await createTile(db, {
      type: "apc",
      sortOrder: 1,
      formType: { code: "APC", deletable: true },
      assignTo: both,
    });
    const recert = await createTile(db, { type: "recertification", sortOrder: 2, assignTo: both });
    await createTile(db, {
      type: "manage_relationship",
      parentId: recert.id,
      formType: { code: "PEER", deletable: false },
      assignTo: both,
    });
    await createTile(db, { type: "only_sione", sortOrder: 0, assignTo: [sione.id] });
    // A sub-tile assigned without its parent has no place on the dashboard.
    const hidden = await createTile(db, { type: "hidden_parent" });
    await createTile(db, { type: "orphan", parentId: hidden.id, assignTo: both });

    const apcCode = apc.formTypeCode!;
    tokens.arohaDraft = (
      await createForm(db, aroha.id, apcCode, {
        name: "APC 2026/2027",
        writeDate: new Date("2025-11-10T00:00:00Z"),
      })
    ).token;
    const done = await createForm(db, aroha.id, apcCode, {
      name: "APC 2025/2026",
      state: "completed",
      apcYear: "2025/2026",
      writeDate: new Date("2025-03-12T00:00:00Z"),
      dueDate: new Date("2025-03-31T00:00:00Z"),
    });
    tokens.arohaDone = done.token;
    await createFile(
      db,
      { id: done.id, ownerId: aroha.id },
      { name: "a.pdf", type: "form", bytes: Buffer.alloc(1234) },
    );
    await createFile(db, { id: done.id, ownerId: aroha.id }, { name: "r.txt", type: "invoice" });
    tokens.arohaPeer = (
      await createForm(db, aroha.id, "PEER", { practitioner: "Sione Taufa" })
    ).token;
    tokens.sioneDraft = (await createForm(db, sione.id, apcCode, { name: "Sione's APC" })).token;
  });
  afterAll(() => closeTestService({ app, database }));

  const tilesOf = async (user: User): Promise<Tile[]> => {
    const odooSessionId = await signIn(app, user);
    const res = await app.inject({
      url: apiPaths.user,
      headers: { [SESSION_HEADER]: odooSessionId },
    });
    expect(res.statusCode).toBe(200);
    return authResponseSchema.parse(res.json()).tiles;
  };

  it("nests assigned sub-tiles under their parents, in tile order", async () => {
    const tiles = await tilesOf(aroha);
    expect(tiles.map((t) => t.type)).toEqual(["apc", "recertification"]);
    expect(tiles[1]?.subTiles.map((t) => t.type)).toEqual(["manage_relationship"]);
    expect(JSON.stringify(tiles)).not.toContain("orphan");
    expect((await tilesOf(sione)).map((t) => t.type)).toEqual([
      "only_sione",
      "apc",
      "recertification",
    ]);
  });

  it("lists only the user's own forms, split into in progress and completed", async () => {
    const [apc] = await tilesOf(aroha);
    const formType = apc?.formTypes[0];
    expect(formType?.id).toBe("APC");
    expect(formType?.forms.map((f) => f.formId)).toEqual([tokens.arohaDraft]);
    expect(formType?.completedForms.map((f) => f.formId)).toEqual([tokens.arohaDone]);
    expect(JSON.stringify(apc)).not.toContain(tokens.sioneDraft);

    const sioneApc = (await tilesOf(sione)).find((t) => t.type === "apc");
    expect(sioneApc?.formTypes[0]?.forms.map((f) => f.formId)).toEqual([tokens.sioneDraft]);
    expect(sioneApc?.formTypes[0]?.completedForms).toEqual([]);
  });

  it("gives forms their §3 shape: seconds timestamps, permissions and attachments", async () => {
    const [apc, recert] = await tilesOf(aroha);
    const formType = apc?.formTypes[0];
    expect(formType).toMatchObject({ name: expect.any(String), canAdd: true, formDisplay: false });
    expect(formType?.forms[0]).toEqual({
      formId: tokens.arohaDraft,
      name: "APC 2026/2027",
      writeDate: Date.parse("2025-11-10T00:00:00Z") / 1000,
      canEdit: true,
      canDelete: true,
    });
    expect(formType?.completedForms[0]).toMatchObject({
      name: "APC 2025/2026",
      canEdit: false,
      canDelete: false,
      APCYear: "2025/2026",
      dueDate: Date.parse("2025-03-31T00:00:00Z") / 1000,
      attachments: [
        { id: expect.any(Number), name: "a.pdf", type: "form", fileSize: 1234 },
        { id: expect.any(Number), name: "r.txt", type: "invoice", fileSize: 8 },
      ],
    });
    // A form type that is not deletable lets its owner edit but not delete.
    const peer = recert?.subTiles[0]?.formTypes[0]?.forms[0];
    expect(peer).toMatchObject({
      formId: tokens.arohaPeer,
      canEdit: true,
      canDelete: false,
      practitioner: "Sione Taufa",
    });
  });
});
