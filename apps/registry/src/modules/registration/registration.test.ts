// Anonymous registration (SPEC §7 apply) end to end against forms/registration.yaml: an
// applicant fills every page by token alone, and submitting creates an account that can log in.
import { apiPaths, authResponseSchema } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createTile, createUser } from "../../../test/factories.ts";
import {
  fieldOf,
  formAnswer,
  pdfBytes,
  pngBytes,
  postPage,
  sessionHeader,
  signIn,
  storedForm,
  upload,
} from "../../../test/form-pages.ts";
import { registrationAddress, registrationFitness } from "../../../test/review.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { formMessages } from "../forms/index.ts";
import { NEW_ACCOUNT_TILE_TYPE } from "../tiles/index.ts";

const apply = (token?: string, page?: string) => apiPaths.apply(token, page);
const PASSWORD = "Kowhai-tree-1987-spring";

const personal = (email: string) => ({
  application_form_code: "DH-APPLY",
  title: "Ms",
  first_name: "Mere",
  middle_names: "",
  surname: "Parata",
  date_of_birth: "14/07/1994",
  gender: "female",
  email,
  phone: "021 555 0199",
  password: PASSWORD,
  password_confirm: PASSWORD,
});
const address = registrationAddress;
const qualification = (i: number, certificate: unknown[]) => ({
  [`qualifications[${i}].qualification`]:
    i === 0 ? "Bachelor of Oral Health" : "Certificate in Orthodontic Auxiliary Practice",
  [`qualifications[${i}].institution`]: "University of Otago",
  [`qualifications[${i}].country`]: "NZ",
  [`qualifications[${i}].date_awarded`]: i === 0 ? "2016-12-09" : "2019-06-21",
  [`qualifications[${i}].certificate`]: certificate,
});
const scope = (practisedOverseas: number) => ({
  practice_type: "oral_health_therapist",
  scope_of_practice: "oral_health",
  intended_start: "",
  practised_overseas: practisedOverseas,
});
const fitness = registrationFitness;
const declaration = { english_language: true, declaration_agreed: true };

describe.each(testDatabases)("registration on $name", (testDb) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildTestApp(database);
    // What the back office gives every new account: its application, in a list of its own.
    await createTile(database.db, {
      type: NEW_ACCOUNT_TILE_TYPE,
      name: "My registration application",
      formType: { code: "REGISTRATION", addable: false, deletable: false },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const start = async () => {
    const answer = formAnswer(await app.inject({ url: apply() }));
    return answer.form!.formToken;
  };
  const save = (token: string, page: string, values: Record<string, unknown>) =>
    postPage(app, apply(token, page), values);
  const formRow = (token: string) => storedForm(database.db, token);
  const fillUpTo = async (token: string, email: string) => {
    for (const [page, values] of [
      ["personal", personal(email)],
      ["address", address],
      ["qualifications", qualification(0, [upload("degree.pdf", "application/pdf", pdfBytes())])],
      ["scope", scope(17)],
      ["fitness", fitness],
    ] as const) {
      expect(formAnswer(await save(token, page, values)).page?.state).toBe("done");
    }
  };

  it("runs from a new application to an account that can log in", async () => {
    const started = formAnswer(await app.inject({ url: apply() }));
    expect(started.form?.code).toBe("REGISTRATION");
    expect(started.page?.code).toBe("personal");
    const token = started.form!.formToken;
    expect((await formRow(token)).ownerId).toBeNull();

    const mismatch = formAnswer(
      await save(token, "personal", {
        ...personal("mere@example.test"),
        password_confirm: "other",
      }),
    );
    expect(fieldOf(mismatch, "password_confirm")).toMatchObject({
      state: "error",
      message: formMessages.passwordsMustMatch,
    });
    expect(fieldOf(mismatch, "password").value).toBe("");

    const saved = formAnswer(await save(token, "personal", personal("Mere@Example.test")));
    expect(saved.page?.state).toBe("done");
    // The password is kept as a hash only, and never sent back.
    const stored = JSON.stringify((await formRow(token)).values);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).toContain("$argon2id$");
    const reloaded = formAnswer(await app.inject({ url: apply(token, "personal") }));
    expect(fieldOf(reloaded, "password").value).toBe("");
    expect(fieldOf(reloaded, "first_name").value).toBe("Mere");
    // Saving again without retyping the password keeps the saved one.
    expect(
      formAnswer(
        await save(token, "personal", {
          ...personal("mere@example.test"),
          password: "",
          password_confirm: "",
        }),
      ).page?.state,
    ).toBe("done");

    expect(formAnswer(await save(token, "address", address)).page?.state).toBe("done");

    // A mislabelled certificate is reported on its own row.
    const badRow = formAnswer(
      await save(token, "qualifications", {
        ...qualification(0, [upload("degree.pdf", "application/pdf", pdfBytes())]),
        ...qualification(1, [upload("ortho.pdf", "application/pdf", pngBytes())]),
      }),
    );
    expect(badRow.page?.state).toBe("error");
    expect(fieldOf(badRow, "certificate")).toMatchObject({
      state: ["", "error"],
      message: ["", formMessages.fileMismatch("ortho.pdf", "PDF")],
    });
    expect(
      formAnswer(
        await save(token, "qualifications", {
          ...qualification(0, [upload("degree.pdf", "application/pdf", pdfBytes())]),
          ...qualification(1, [upload("ortho.png", "image/png", pngBytes())]),
        }),
      ).page?.state,
    ).toBe("done");

    // A Yes to overseas practice enables the overseas page; a No disables it again.
    const yes = formAnswer(await save(token, "scope", scope(1)));
    const states = (answer: typeof yes) =>
      Object.fromEntries(answer.form!.pageCodes.map((p) => [p.code, p.pageState]));
    expect(states(yes)).toMatchObject({ overseas: "enabled", fitness: "visible" });
    const no = formAnswer(await save(token, "scope", scope(17)));
    expect(states(no)).toMatchObject({ overseas: "disabled", fitness: "enabled" });
    const overseas = await app.inject({ url: apply(token, "overseas") });
    expect(overseas.statusCode).toBe(400);
    expect(overseas.json().message).toBe(formMessages.pageDisabled("Overseas registration"));

    const noAnswer = formAnswer(await save(token, "fitness", { ...fitness, no_proceedings: 17 }));
    expect(noAnswer.message).toBe(
      'Please provide an explanation or attachment for your "No" answer',
    );
    expect(fieldOf(noAnswer, "no_proceedings").state).toBe("error");
    expect(formAnswer(await save(token, "fitness", fitness)).page?.state).toBe("done");

    const submitted = formAnswer(await save(token, "declaration", declaration));
    expect(submitted.message).toBe(formMessages.registrationSubmitted);
    expect(submitted.page).toMatchObject({ code: "declaration", state: "done" });
    expect(states(submitted)).toMatchObject({
      declaration: "done",
      overseas: "disabled",
      submitted: "enabled",
    });

    const login = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: "mere@example.test", password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { userDetails: user, tiles } = authResponseSchema.parse(login.json());
    expect(tiles.map((t) => t.type)).toEqual([NEW_ACCOUNT_TILE_TYPE]);
    expect(user).toMatchObject({
      email: "mere@example.test",
      firstName: "Mere",
      displayName: "Mere Parata",
    });

    // The application and its files now belong to the account.
    const row = await formRow(token);
    expect(row).toMatchObject({ state: "completed", ownerId: user.id });
    const files = await database.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.formId, row.id));
    expect(files.map((f) => [f.name, f.ownerId])).toEqual([
      ["degree.pdf", user.id],
      ["ortho.png", user.id],
    ]);
    // By its token the applicant now sees only the end page; nothing can change.
    expect(formAnswer(await app.inject({ url: apply(token) })).page?.code).toBe("submitted");
    const again = await save(token, "declaration", declaration);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(formMessages.formCompleted);
  });

  it("refuses an e-mail that already has an account, on the page and at submission", async () => {
    const existing = await createUser(database.db);
    const token = await start();
    const taken = formAnswer(await save(token, "personal", personal(existing.email.toUpperCase())));
    expect(fieldOf(taken, "email")).toMatchObject({
      state: "error",
      message: formMessages.emailTaken,
    });

    // Someone registers the address between the first page and the last.
    await fillUpTo(token, "late@example.test");
    await createUser(database.db, { email: "late@example.test" });
    const before = await formRow(token);
    const refused = formAnswer(await save(token, "declaration", declaration));
    expect(refused).toMatchObject({ message: formMessages.emailTaken, page: { state: "error" } });
    expect(await formRow(token)).toEqual(before);
  });

  it("reaches an application only by its token, and nothing else through apply", async () => {
    const token = await start();
    const unknown = await app.inject({ url: apply("no-such-application") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Form not found." });

    // A signed-in user cannot open an anonymous application through the form calls…
    const someone = await createUser(database.db);
    const session = await signIn(app, someone);
    const viaForm = await app.inject({
      url: `/registry/api/v1/form/REGISTRATION/${token}`,
      headers: sessionHeader(session),
    });
    expect(viaForm.statusCode).toBe(404);
    expect(viaForm.json()).toEqual(unknown.json());
    // …and a user's form is not an application.
    const apc = await createForm(database.db, someone.id, "APC");
    const viaApply = await app.inject({ url: apply(apc.token) });
    expect(viaApply.json()).toEqual(unknown.json());
  });

  it("keeps each page locked until the pages before it are done", async () => {
    const token = await start();
    const locked = await save(token, "address", address);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(formMessages.pageNotEnabled("Contact address"));
  });
});
