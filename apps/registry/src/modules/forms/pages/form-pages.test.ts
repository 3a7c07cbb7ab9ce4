// The form calls of SPEC §7 for a signed-in user, against the shipped APC definition
// (forms/apc.yaml): loading and saving pages, page states, refusals, files, the "No" rule.
import { validationMessages } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApcPages as validPages } from "../../../../test/apc-pages.ts";
import { buildTestApp } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { createForm, createTile, createUser } from "../../../../test/factories.ts";
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
} from "../../../../test/form-pages.ts";
import type { App } from "../../../app.ts";
import type { Database } from "../../../db/client.ts";
import * as schema from "../../../db/schema.ts";
import { formMessages } from "../form-errors.ts";

const formUrl = (token: string, page?: string) =>
  `/registry/api/v1/form/APC/${token}${page ? `/${page}` : ""}`;

describe.each(testDatabases)("form pages on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: { id: number; email: string; password: string };
  let sione: { id: number; email: string; password: string };
  let arohaSession: string;
  let sioneSession: string;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildTestApp(database);
    const db = database.db;
    aroha = await createUser(db);
    sione = await createUser(db);
    await createTile(db, {
      type: "apc",
      formType: { code: "APC", name: "Annual Practising Certificate", addable: true },
      assignTo: [aroha.id, sione.id],
    });
    await createTile(db, {
      type: "view_confirmation_forms",
      formType: {
        code: "PEER-CONFIRMATION",
        name: "Professional peer confirmation",
        addable: false,
        deletable: false,
      },
      assignTo: [aroha.id],
    });
    arohaSession = await signIn(app, aroha);
    sioneSession = await signIn(app, sione);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newApc = async (values: Record<string, Record<string, unknown>> = {}) =>
    (await createForm(database.db, aroha.id, "APC", { name: "APC 2026/2027", values })).token;
  const get = (url: string, session = arohaSession) =>
    app.inject({ url, headers: sessionHeader(session) });
  const save = (token: string, page: string, values: Record<string, unknown> | string) =>
    postPage(app, formUrl(token, page), values, arohaSession);
  const saveThrough = async (token: string, last: string) => {
    for (const code of Object.keys(validPages)) {
      expect(formAnswer(await save(token, code, validPages[code]!)).page?.state).toBe("done");
      if (code === last) return;
    }
  };
  const formRow = (token: string) => storedForm(database.db, token);
  const fileCount = (formId: number) =>
    database.db.$count(schema.files, eq(schema.files.formId, formId));

  describe("loading", () => {
    it("opens a new form at its first page, the later pages visible but locked", async () => {
      const token = await newApc();
      const answer = formAnswer(await get(formUrl(token)));
      expect(answer.form).toMatchObject({ code: "APC", formToken: token, name: "APC 2026/2027" });
      // SPEC §3: the form response's id, beside code and formToken, is the form's own.
      expect(answer.form?.id).toBe((await formRow(token)).id);
      expect(answer.form?.pageCodes.map((p) => [p.code, p.pageState, p.pageDone])).toEqual([
        ["details", "enabled", false],
        ["practice", "visible", false],
        ["recertification", "visible", false],
        ["fitness", "visible", false],
        ["review", "visible", false],
        ["invoice", "visible", false],
        ["complete", "visible", false],
      ]);
      expect(answer.page).toMatchObject({ code: "details", state: "enabled" });
      // The definition's value of a disabled field, and dependantFields derived from dependsOn.
      expect(fieldOf(answer, "apc_year").value).toBe("2026/2027");
      expect(fieldOf(answer, "practice_type").dependantFields).toEqual(["scopes_of_practice"]);
    });

    it("refuses a page that is not enabled yet, and a page the form does not have", async () => {
      const token = await newApc();
      const locked = await get(formUrl(token, "fitness"));
      expect(locked.statusCode).toBe(400);
      expect(locked.json()).toEqual({
        message: formMessages.pageNotEnabled("Fitness to practise"),
      });
      const missing = await get(formUrl(token, "nope"));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(formMessages.pageNotFound("nope"));
    });

    it("answers 401 with the HTML paragraph without a session", async () => {
      const token = await newApc();
      const res = await app.inject({ url: formUrl(token) });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain("<p>Login required to access this resource</p>");
    });
  });

  describe("saving", () => {
    it("saves a page, unlocks the next and echoes the values back on GET", async () => {
      const token = await newApc();
      const saved = formAnswer(await save(token, "details", validPages.details!));
      expect(saved.message).toBe("Page saved.");
      expect(saved.page?.state).toBe("done");
      expect(saved.form?.pageCodes.slice(0, 3).map((p) => [p.pageState, p.pageDone])).toEqual([
        ["enabled", true],
        ["enabled", false],
        ["visible", false],
      ]);

      const again = formAnswer(await get(formUrl(token, "details")));
      expect(fieldOf(again, "registration_number").value).toBe("DH-10482");
      expect(fieldOf(again, "scopes_of_practice").value).toEqual([
        "dental_hygiene",
        "orthodontic_auxiliary_practice",
      ]);
      // A disabled field keeps the server's value whatever is posted.
      expect(fieldOf(again, "apc_year").value).toBe("2026/2027");
      // Without a page the form opens where the user left off.
      expect(formAnswer(await get(formUrl(token))).page?.code).toBe("practice");

      const practice = formAnswer(await save(token, "practice", validPages.practice!));
      expect(practice.page?.state).toBe("done");
      const rows = formAnswer(await get(formUrl(token, "practice")));
      expect(fieldOf(rows, "practice_name").value).toEqual(["Rotorua Family Dental"]);
      expect(fieldOf(rows, "hours_per_week").value).toEqual(["32"]);
    });

    it("stores dates as YYYY-MM-DD", async () => {
      const token = await newApc();
      await saveThrough(token, "recertification");
      const answer = formAnswer(await get(formUrl(token, "recertification")));
      expect(fieldOf(answer, "medical_emergency_date").value).toBe("2026-02-12");
    });

    it("does not store a row left entirely empty beyond the group's minimum", async () => {
      const token = await newApc({ details: {} });
      const emptyRow = (i: number) =>
        Object.fromEntries(
          ["practice_name", "street_address", "city", "hours_per_week", "employment"].map(
            (name) => [`workplaces[${i}].${name}`, ""],
          ),
        );
      const saved = formAnswer(
        await save(token, "practice", {
          ...validPages.practice,
          ...emptyRow(1),
          "workplaces[2].practice_name": "Mobile clinic",
          "workplaces[2].street_address": "Various",
          "workplaces[2].city": "Taupō",
          "workplaces[2].hours_per_week": 4,
          "workplaces[2].employment": "employee",
          ...emptyRow(3),
        }),
      );
      expect(saved.page?.state).toBe("done");
      expect(fieldOf(saved, "practice_name").value).toEqual([
        "Rotorua Family Dental",
        "Mobile clinic",
      ]);
      const reloaded = formAnswer(await get(formUrl(token, "practice")));
      expect(fieldOf(reloaded, "practice_name").value).toEqual([
        "Rotorua Family Dental",
        "Mobile clinic",
      ]);
      expect(fieldOf(reloaded, "city").value).toEqual(["Rotorua", "Taupō"]);
    });

    it("refuses to save a page that is not enabled", async () => {
      const token = await newApc();
      const res = await save(token, "recertification", validPages.recertification!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: formMessages.pageNotEnabled("Recertification") });
    });

    it("answers validation errors as a page in state error, per row in repeating groups", async () => {
      const token = await newApc({ details: {} });
      const res = await save(token, "practice", {
        ...validPages.practice,
        "workplaces[1].practice_name": "Lakes Dental",
        "workplaces[1].street_address": "5 Lake Road",
        "workplaces[1].city": "",
        "workplaces[1].hours_per_week": "eight",
        "workplaces[1].employment": "employee",
        "workplaces[2].practice_name": "Mobile clinic",
        "workplaces[2].street_address": "Various",
        "workplaces[2].city": "Taupō",
        "workplaces[2].hours_per_week": 4,
        "workplaces[2].employment": "volunteer",
      });
      const answer = formAnswer(res);
      expect(answer.message).toBe(formMessages.pageHasErrors);
      expect(answer.page?.state).toBe("error");
      expect(fieldOf(answer, "city")).toMatchObject({
        value: ["Rotorua", "", "Taupō"],
        state: ["", "error", ""],
        message: ["", validationMessages.required, ""],
      });
      expect(fieldOf(answer, "hours_per_week")).toMatchObject({
        state: ["", "error", ""],
        message: ["", validationMessages.invalidNumber, ""],
      });
      // A value no option offers is the server's own error, on its row.
      expect(fieldOf(answer, "employment")).toMatchObject({
        state: ["", "", "error"],
        message: ["", "", formMessages.notAnOption],
      });
      expect(fieldOf(answer, "practice_name").state).toBeUndefined();
    });

    it("checks a dependent select against the options of the value it depends on", async () => {
      const token = await newApc();
      const answer = formAnswer(
        await save(token, "details", {
          ...validPages.details,
          scopes_of_practice: ["endodontics"],
        }),
      );
      expect(fieldOf(answer, "scopes_of_practice")).toMatchObject({
        state: "error",
        message: formMessages.notAnOption,
      });
    });

    it("a refused save changes nothing: values, revision, write date and files", async () => {
      const token = await newApc();
      await saveThrough(token, "practice");
      const before = await formRow(token);
      const res = await save(token, "recertification", {
        ...validPages.recertification,
        medical_emergency_date: "",
        cpd_record: [upload("cpd.pdf", "application/pdf", pdfBytes())],
      });
      expect(formAnswer(res).page?.state).toBe("error");
      expect(await formRow(token)).toEqual(before);
      expect(await fileCount(before.id)).toBe(0);
    });
  });

  describe("the No (17) rule", () => {
    it("asks for an explanation of a No answer, then accepts one", async () => {
      const token = await newApc();
      await saveThrough(token, "recertification");
      const refused = formAnswer(
        await save(token, "fitness", { ...validPages.fitness, indemnity: 17 }),
      );
      expect(refused.message).toBe(validationMessages.noAnswerNeedsExplanation);
      expect(refused.page?.state).toBe("error");
      expect(fieldOf(refused, "indemnity")).toMatchObject({
        state: "error",
        message: validationMessages.noAnswerFieldFlag,
      });
      expect(fieldOf(refused, "indemnity_explanation")).toMatchObject({
        state: "error",
        message: formMessages.noAnswerExplanation,
      });
      expect(fieldOf(refused, "no_new_convictions").state).toBeUndefined();

      const explained = formAnswer(
        await save(token, "fitness", {
          ...validPages.fitness,
          indemnity: 17,
          indemnity_explanation: "Covered by my employer's group policy.",
        }),
      );
      expect(explained.page?.state).toBe("done");
    });

    it("accepts an attachment instead of an explanation where the rule allows one", async () => {
      const token = await newApc();
      await saveThrough(token, "recertification");
      const answer = formAnswer(
        await save(token, "fitness", {
          ...validPages.fitness,
          fit_to_practise: "17",
          fitness_documents: [upload("letter.pdf", "application/pdf", pdfBytes())],
        }),
      );
      expect(answer.page?.state).toBe("done");
    });
  });

  describe("malformed posts get 400 with a message naming the problem", () => {
    let token: string;
    beforeAll(async () => {
      token = await newApc();
    });

    it.each([
      ["malformed JSON", "{registration_number:", /^The "page" field is not valid JSON: /],
      ["JSON that is no object", "[1,2]", /^The "page" field must hold a JSON object/],
      [
        "an unknown field",
        { ...validPages.details, nope: 1 },
        /^Unknown field "nope" on page "details"\.$/,
      ],
      [
        "a repeating-group key on a page without that group",
        { "workplaces[0].city": "Rotorua" },
        /^Unknown field "workplaces\[0\]\.city" on page "details"\.$/,
      ],
      [
        "text sent as a number",
        { ...validPages.details, registration_number: 10482 },
        /^Field "registration_number" must be text\.$/,
      ],
      [
        "a multi-select sent as text",
        { ...validPages.details, scopes_of_practice: "dental_hygiene" },
        /^Field "scopes_of_practice" must be a list of option ids\.$/,
      ],
      [
        "an object value",
        { ...validPages.details, email: { a: 1 } },
        /^Field "email" must be text\.$/,
      ],
    ])("%s", async (_, page, message) => {
      const res = await save(token, "details", page);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect((await formRow(token)).revision).toBe(0);
    });

    it("a post without the page field", async () => {
      const res = await app.inject({
        method: "POST",
        url: formUrl(token, "details"),
        headers: {
          ...sessionHeader(arohaSession),
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "other=1",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(formMessages.missingPage);
    });

    it("accepts the same values as a JSON body", async () => {
      const res = await app.inject({
        method: "POST",
        url: formUrl(token, "details"),
        headers: sessionHeader(arohaSession),
        payload: { page: JSON.stringify(validPages.details) },
      });
      expect(formAnswer(res).page?.state).toBe("done");
    });

    it("more rows than the group allows", async () => {
      const rows = Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`workplaces[${i}].practice_name`, `Practice ${i}`]),
      );
      const res = await save(token, "practice", rows);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(validationMessages.tooManyRows(10));
    });
  });

  describe("file uploads", () => {
    let token: string;
    beforeAll(async () => {
      token = await newApc();
      await saveThrough(token, "practice");
    });
    const withFiles = (files: unknown[]) =>
      save(token, "recertification", { ...validPages.recertification, cpd_record: files });

    it("stores the bytes as files of the form and keeps only references in the values", async () => {
      const answer = formAnswer(
        await withFiles([
          upload("cpd-2025.pdf", "application/pdf", pdfBytes(2000)),
          upload("certificate.png", "image/png", pngBytes()),
        ]),
      );
      expect(answer.page?.state).toBe("done");
      const row = await formRow(token);
      const files = await database.db
        .select()
        .from(schema.files)
        .where(eq(schema.files.formId, row.id));
      expect(files.map((f) => [f.name, f.type, f.mimeType, f.size, f.ownerId])).toEqual([
        ["cpd-2025.pdf", "other", "application/pdf", 2000, aroha.id],
        ["certificate.png", "other", "image/png", 48, aroha.id],
      ]);
      expect(JSON.stringify(row.values)).not.toContain("base64");
      const served = formAnswer(await get(formUrl(token, "recertification")));
      expect(fieldOf(served, "cpd_record").value).toEqual([
        { fileName: "cpd-2025.pdf", fileSize: 2000, mimeType: "application/pdf", base64: "" },
        { fileName: "certificate.png", fileSize: 48, mimeType: "image/png", base64: "" },
      ]);

      // Sending back one served file (without bytes) keeps it; the other is deleted.
      const kept = formAnswer(
        await withFiles([
          { fileName: "cpd-2025.pdf", fileSize: 2000, mimeType: "application/pdf", base64: "" },
        ]),
      );
      expect(kept.page?.state).toBe("done");
      expect(
        (await database.db.select().from(schema.files).where(eq(schema.files.formId, row.id))).map(
          (f) => f.name,
        ),
      ).toEqual(["cpd-2025.pdf"]);
    });

    it("refuses a file whose bytes are not of its claimed type, or of no allowed type", async () => {
      const answer = formAnswer(
        await withFiles([upload("scan.pdf", "application/pdf", pngBytes())]),
      );
      expect(fieldOf(answer, "cpd_record")).toMatchObject({
        state: "error",
        message: formMessages.fileMismatch("scan.pdf", "PDF"),
      });
      const text = formAnswer(
        await withFiles([upload("notes.txt", "text/plain", Buffer.from("hi"))]),
      );
      expect(fieldOf(text, "cpd_record").message).toBe(formMessages.fileNotAllowed("notes.txt"));
    });

    it("enforces maxUploads and maxFileSize on the real bytes, not the claimed size", async () => {
      const many = formAnswer(
        await withFiles(
          Array.from({ length: 4 }, (_, i) => upload(`f${i}.pdf`, "application/pdf", pdfBytes())),
        ),
      );
      expect(fieldOf(many, "cpd_record").message).toBe(validationMessages.tooManyFiles(3));
      const big = { ...upload("big.pdf", "application/pdf", pdfBytes(10_000_001)), fileSize: 10 };
      const oversized = formAnswer(await withFiles([big]));
      expect(fieldOf(oversized, "cpd_record").message).toBe(
        validationMessages.totalFileSizeTooLarge("10 MB"),
      );
    });

    it("says every file problem of a field: one never hides another", async () => {
      const answer = formAnswer(
        await withFiles([
          upload("a.pdf", "application/pdf", pdfBytes()),
          upload("scan.pdf", "application/pdf", pngBytes()),
          upload("notes.txt", "text/plain", Buffer.from("hi")),
          upload("d.pdf", "application/pdf", pdfBytes()),
        ]),
      );
      expect(fieldOf(answer, "cpd_record")).toMatchObject({
        state: "error",
        message: [
          validationMessages.tooManyFiles(3),
          formMessages.fileMismatch("scan.pdf", "PDF"),
          formMessages.fileNotAllowed("notes.txt"),
        ].join(" "),
      });
    });

    it("refuses undecodable base64 and a bodiless file it never stored", async () => {
      const bad = await withFiles([
        { fileName: "x.pdf", fileSize: 3, mimeType: "application/pdf", base64: "%%%" },
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(formMessages.fileNotBase64("cpd_record"));
      const ghost = await withFiles([
        { fileName: "y.pdf", fileSize: 3, mimeType: "application/pdf", base64: "" },
      ]);
      expect(ghost.statusCode).toBe(400);
      expect(ghost.json().message).toBe(formMessages.fileUnknown("cpd_record", "y.pdf"));
    });

    it("takes bodies up to 25 MiB on form posts only", async () => {
      const res = await save(
        token,
        "recertification",
        `{"requirements_met_explanation":"${"1".repeat(26 * 1024 * 1024)}"}`,
      );
      expect(res.statusCode).toBe(413);
    });
  });

  describe("ownership", () => {
    it("refuses another user's form token exactly like an unknown one", async () => {
      const token = await newApc();
      const unknown = await get(formUrl("no-such-token-at-all"), sioneSession);
      expect(unknown.statusCode).toBe(404);
      for (const res of [
        await get(formUrl(token), sioneSession),
        await get(formUrl(token, "details"), sioneSession),
        await postPage(app, formUrl(token, "details"), validPages.details!, sioneSession),
        await app.inject({
          method: "DELETE",
          url: formUrl(token),
          headers: sessionHeader(sioneSession),
        }),
        // The right token under another form type is no form either.
        await get(`/registry/api/v1/form/PEER-CONFIRMATION/${token}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
      expect(unknown.json()).toEqual({ message: "Form not found." });
      expect((await formRow(token)).revision).toBe(0);
    });
  });

  describe("form_add", () => {
    it("starts a form of an addable type on the user's tiles", async () => {
      const res = await get("/registry/api/v1/form_add/APC");
      const answer = formAnswer(res);
      expect(answer.message).toBe(formMessages.formCreated("Annual Practising Certificate"));
      expect(answer.form).toMatchObject({
        code: "APC",
        formToken: expect.stringMatching(/^[\w-]{32}$/),
      });
      expect(answer.page?.code).toBe("details");
      const row = await formRow(answer.form!.formToken);
      expect(row).toMatchObject({ ownerId: aroha.id, state: "in_progress", formTypeCode: "APC" });
    });

    it.each([
      ["a type that is not addable", "PEER-CONFIRMATION", "Professional peer confirmation"],
      ["an unknown type", "NOPE", "NOPE"],
    ])("refuses %s", async (_, code, name) => {
      const res = await get(`/registry/api/v1/form_add/${code}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `You cannot start a new ${name} form.` });
    });

    it("refuses an addable type that is on none of the user's tiles", async () => {
      await createTile(database.db, {
        type: "other_only",
        formType: {
          code: "OTHER-RELATIONSHIP",
          name: "Other professional relationship",
          addable: true,
        },
      });
      const res = await get("/registry/api/v1/form_add/OTHER-RELATIONSHIP");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "You cannot start a new Other professional relationship form.",
      );
    });
  });

  describe("DELETE", () => {
    const del = (url: string, session = arohaSession) =>
      app.inject({ method: "DELETE", url, headers: sessionHeader(session) });

    it("deletes the user's own in-progress form of a deletable type, files too", async () => {
      const token = await newApc();
      await saveThrough(token, "practice");
      await save(token, "recertification", {
        ...validPages.recertification,
        cpd_record: [upload("cpd.pdf", "application/pdf", pdfBytes())],
      });
      const { id } = await formRow(token);
      const res = await del(formUrl(token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: '"APC 2026/2027" has been deleted.' });
      expect((await get(formUrl(token))).statusCode).toBe(404);
      expect(await fileCount(id)).toBe(0);
    });

    it("refuses another user's form like an unknown one", async () => {
      const token = await newApc();
      const res = await del(formUrl(token), sioneSession);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Form not found." });
      expect((await get(formUrl(token))).statusCode).toBe(200);
    });

    it("refuses a form of a type that is not deletable, and a submitted form", async () => {
      const confirmation = await createForm(database.db, aroha.id, "PEER-CONFIRMATION");
      const res = await del(`/registry/api/v1/form/PEER-CONFIRMATION/${confirmation.token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: formMessages.cannotDelete });
      const done = await createForm(database.db, aroha.id, "APC", { state: "completed" });
      expect((await del(formUrl(done.token))).statusCode).toBe(400);
    });
  });

  describe("submitting", () => {
    it("leaves a form with a payment in progress after its invoice page: the approved payment completes it", async () => {
      const token = await newApc();
      await saveThrough(token, "review");
      const last = formAnswer(await save(token, "invoice", {}));
      expect(last.message).toBe(formMessages.pageSaved);
      expect(last.page).toMatchObject({
        state: "done",
        formInvoicePage: true,
        payment: {
          amount: 1150,
          // A transaction of its own and the signed intent to pay it (modules/payments).
          transactionId: expect.stringMatching(/^\d{20,}$/),
          details: expect.objectContaining({ intent: expect.any(String) }),
          nextPage: "complete",
          nextPageError: "invoice",
        },
      });
      expect((await formRow(token)).state).toBe("in_progress");
      // Still payable: the invoice page can be saved again (after a declined payment).
      expect(formAnswer(await save(token, "invoice", {})).message).toBe(formMessages.pageSaved);
    });
  });
});
