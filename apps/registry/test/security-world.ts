// The world the security suite attacks: two practitioners with sessions, the owner's APC form
// with a saved page carrying a marker value, a file of it, the form submitted for review, a
// person of the register, an admin's desk session, and the route table of the running service.
// The fuzz and the object-level authorisation matrix both start from here.
import { randomBytes } from "node:crypto";
import { cpdPlanPaths, SESSION_HEADER } from "@portal/contract";
import { eq } from "drizzle-orm";
import type { App } from "../src/app.ts";
import type { Database } from "../src/db/client.ts";
import { files, payments, recertPlanGoals, submissions } from "../src/db/schema.ts";
import { addCycle } from "../src/modules/recertification/index.ts";
import {
  findPractitionerId,
  insertPractitioners,
  linkPractitioner,
} from "../src/modules/register/index.ts";
import { validApcPages } from "./apc-pages.ts";
import { buildTestApp, fakePortalBuild, testClock } from "./app.ts";
import { raiseConcern } from "./cases.ts";
import type { TestDatabase } from "./databases.ts";
import { DESK_ORIGIN, signedInStaff } from "./desk.ts";
import { createFile, createForm, createTile, createUser } from "./factories.ts";
import { formAnswer, postPage, signIn, storedForm } from "./form-pages.ts";

export interface SecurityWorld {
  app: App;
  database: Database;
  owner: { id: number; session: string };
  other: { id: number; session: string };
  /** The owner's APC form: its token and the id of one of its files. */
  form: { id: number; token: string; fileId: number; firstPage: string };
  /** The owner's form as submitted for review, and a person of the register. */
  review: { submissionId: number; personId: string };
  /** A concern's case about that person, at the desk. */
  caseReference: string;
  /** A goal of the owner's development plan (the owner is that person of the register). */
  planGoalId: number;
  /** An admin's desk session (the desk_session cookie's value); send Origin: DESK_ORIGIN. */
  deskSession: string;
  /** A value only the owner's form holds: no answer to anyone else may contain it. */
  marker: string;
  /** Everything of the owner's form that a refused request must leave as it was. */
  ownerState(): Promise<unknown>;
  close(): Promise<void>;
}

export async function openSecurityWorld(testDb: TestDatabase): Promise<SecurityWorld> {
  const database = await testDb.open();
  const clock = testClock();
  const app = await buildTestApp(database, {
    env: { WEB_DIST: fakePortalBuild(), PUBLIC_URL: DESK_ORIGIN },
    clock,
  });
  const db = database.db;
  const ownerUser = await createUser(db);
  const otherUser = await createUser(db);
  await createTile(db, {
    type: "apc",
    formType: { code: "APC", name: "Annual Practising Certificate" },
    assignTo: [ownerUser.id, otherUser.id],
  });
  const owner = { id: ownerUser.id, session: await signIn(app, ownerUser) };
  const other = { id: otherUser.id, session: await signIn(app, otherUser) };
  const created = await createForm(db, owner.id, "APC", { name: "APC 2026/2027" });
  const firstPage = Object.keys(validApcPages)[0]!;
  const marker = `DH-${randomBytes(6).toString("hex")}`;
  formAnswer(
    await postPage(
      app,
      `/registry/api/v1/form/APC/${created.token}/${firstPage}`,
      { ...validApcPages[firstPage], registration_number: marker },
      owner.session,
    ),
  );
  const file = await createFile(db, { id: created.id, ownerId: owner.id });
  const [submitted] = await db
    .insert(submissions)
    .values({
      formId: created.id,
      formTypeCode: "APC",
      userId: owner.id,
      round: 1,
      submittedAt: clock(),
      answers: {},
    })
    .returning({ id: submissions.id });
  const personId = "70001";
  await db.transaction((tx) => insertPractitioners(tx, [registerPerson(personId)]));
  const planGoalId = await ownerPlanGoal(app, db, owner, personId, marker);
  const desk = await signedInStaff(app, db, clock, "admin");
  const raised = await raiseConcern({ app, database, clock }, { personId });

  return {
    app,
    database,
    owner,
    other,
    form: { id: created.id, token: created.token, fileId: file.id, firstPage },
    review: { submissionId: submitted!.id, personId },
    caseReference: raised.reference,
    planGoalId,
    deskSession: desk.client.session!,
    marker,
    async ownerState() {
      const form = await storedForm(db, created.token);
      const fileRows = await db
        .select({ id: files.id, size: files.size, name: files.name })
        .from(files)
        .where(eq(files.formId, created.id));
      const paymentRows = await db.select().from(payments).where(eq(payments.formId, created.id));
      const goals = await db.select().from(recertPlanGoals);
      return { form, files: fileRows, payments: paymentRows, goals };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The owner, linked to `personId` (a dentist), gets a goal titled with the marker in their cycle. */
async function ownerPlanGoal(
  app: App,
  db: Database["db"],
  owner: { id: number; session: string },
  personId: string,
  marker: string,
): Promise<number> {
  await linkPractitioner(db, owner.id, (await findPractitionerId(db, personId))!);
  await addCycle(db, {
    profession: "Dentist",
    startsOn: "2025-04-01",
    years: 2,
    totalHours: 40,
    categoryHours: {},
    planRequired: true,
    peerContacts: 0,
  });
  const [cycle] = (
    await app.inject({ url: cpdPlanPaths.plan, headers: { [SESSION_HEADER]: owner.session } })
  ).json().cycles;
  const added = await app.inject({
    method: "POST",
    url: cpdPlanPaths.goals,
    headers: { [SESSION_HEADER]: owner.session },
    payload: { cycleId: cycle.cycleId, title: marker, targetDate: "2026-12-01" },
  });
  return added.json().plan.cycles[0].goals[0].id;
}

/** The routes worth attacking: HEAD mirrors GET, and /docs is the generated API viewer. */
export function attackableRoutes(app: App) {
  return app.routeTable.filter((r) => r.method !== "HEAD" && !r.url.startsWith("/docs"));
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function registerPerson(personId: string) {
  return {
    personId,
    firstNames: "Mere",
    surname: "Tawhiri",
    contact: "",
    address: "",
    suburb: "",
    city: "Nelson",
    territorialAuthority: "",
    dhb: "",
    eligible: true,
    volunteer: false,
    practices: [
      {
        practice: "General Dental Practice",
        qualifications: "BDS",
        registrationDate: "2019-02-01",
        hpiNumber: "",
        status: "Registered",
      },
    ],
  };
}
