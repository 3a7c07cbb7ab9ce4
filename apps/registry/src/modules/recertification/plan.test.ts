// The development plan over the real routes: a practitioner's goals in the cycle they are in,
// each refusal with the contract's message and nothing changed, the CPD form's goal field
// offering their goals alone and refusing another's, a goal with linked activities kept, the
// review with the peer (the peer relationship form's, or typed), and the plan requirement of
// their progress met by a goal and a review. Another practitioner's goal id is not found.
import {
  apiPaths,
  cpdPlanPaths,
  cpdPlanSchema,
  cpdProgressPath,
  cpdProgressSchema,
  cyclePaths,
  PLAN_GOAL_FIELD,
  planMessages,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  cpdActivity,
  cycleBody as cycle,
  linkedPractitioner,
  logCpdActivity,
} from "../../../test/cpd.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { fieldOf, formAnswer, postPage, sessionHeader } from "../../../test/form-pages.ts";
import { expectRefusals, useRecertificationDesk } from "../../../test/recertification.ts";
import { formMessages } from "../forms/index.ts";

const OHT = "Oral Health Therapy Practice";

const goal = (over: Record<string, unknown> = {}) => ({
  title: "Improve my periodontal charting",
  description: "Attend the association's charting workshop and audit ten of my charts.",
  targetDate: "2026-11-30",
  ...over,
});

describe.each(pgliteOnly)("the development plan on $name", (testDb) => {
  const desk = useRecertificationDesk(testDb);

  it("keeps a practitioner's goals and review, theirs alone, and counts the plan", async () => {
    const { app, database } = desk;
    const { db } = database;
    const added = await desk.admin.call(
      "POST",
      cyclePaths.cycles,
      cycle({ profession: "Oral health therapist" }),
    );
    const cycleId = added.json().id as number;
    const aroha = { session: await linkedPractitioner(app, db, "81301", OHT) };
    const other = { session: await linkedPractitioner(app, db, "81302", OHT) };
    const call = (
      session: string,
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: string,
      body?: unknown,
    ) =>
      app.inject({
        method,
        url,
        headers: sessionHeader(session),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    const planOf = async (session = aroha.session) =>
      cpdPlanSchema.parse((await call(session, "GET", cpdPlanPaths.plan)).json());

    expect(await planOf()).toEqual({
      peer: null,
      cycles: [
        {
          cycleId,
          profession: "Oral health therapist",
          startsOn: "2025-04-01",
          endsOn: "2027-03-31",
          planRequired: true,
          goals: [],
          review: null,
        },
      ],
    });
    const first = await call(aroha.session, "POST", cpdPlanPaths.goals, { cycleId, ...goal() });
    expect([first.statusCode, first.json().message]).toEqual([200, planMessages.goalAdded]);
    const [{ id: goalId }] = first.json().plan.cycles[0].goals;
    const before = await planOf();

    const period = { startsOn: "2025-04-01", endsOn: "2027-03-31" };
    const refusals = [
      [
        () =>
          call(aroha.session, "POST", cpdPlanPaths.goals, {
            cycleId,
            ...goal({ targetDate: "2027-04-01" }),
          }),
        400,
        planMessages.targetOutsideCycle(period),
      ],
      [
        () =>
          call(aroha.session, "POST", cpdPlanPaths.goals, { cycleId, ...goal({ title: "  " }) }),
        400,
        planMessages.titleMissing,
      ],
      [
        () =>
          call(aroha.session, "POST", cpdPlanPaths.goals, {
            cycleId,
            ...goal({ targetDate: "soon" }),
          }),
        400,
        planMessages.targetDateMissing,
      ],
      [
        () => call(aroha.session, "POST", cpdPlanPaths.goals, { cycleId: cycleId + 1, ...goal() }),
        404,
        planMessages.noCycle,
      ],
      [
        () =>
          call(aroha.session, "PUT", cpdPlanPaths.goal(goalId), goal({ title: "x".repeat(201) })),
        400,
        planMessages.titleTooLong,
      ],
      [
        () => call(aroha.session, "PUT", cpdPlanPaths.goal(9999), goal()),
        404,
        planMessages.goalNotFound,
      ],
      [
        () => call(aroha.session, "PUT", cpdPlanPaths.goal("1 or 1=1"), goal()),
        404,
        planMessages.goalNotFound,
      ],
      [
        () => call(aroha.session, "DELETE", cpdPlanPaths.goal("1';--"), undefined),
        404,
        planMessages.goalNotFound,
      ],
      [
        () =>
          call(aroha.session, "PUT", cpdPlanPaths.review, { cycleId, reviewedOn: "2026-03-02" }),
        400,
        planMessages.reviewInFuture,
      ],
      [
        () =>
          call(aroha.session, "PUT", cpdPlanPaths.review, { cycleId, reviewedOn: "2025-03-31" }),
        400,
        planMessages.reviewOutsideCycle(period),
      ],
      [
        () =>
          call(aroha.session, "PUT", cpdPlanPaths.review, { cycleId, reviewedOn: "2026-02-02" }),
        400,
        planMessages.peerNameMissing,
      ],
      // Another practitioner reaches nothing of hers: not found, and nothing changes.
      [
        () => call(other.session, "PUT", cpdPlanPaths.goal(goalId), goal({ title: "Mine now" })),
        404,
        planMessages.goalNotFound,
      ],
      [
        () => call(other.session, "DELETE", cpdPlanPaths.goal(goalId), undefined),
        404,
        planMessages.goalNotFound,
      ],
      [
        () =>
          call(other.session, "PUT", cpdPlanPaths.review, {
            cycleId,
            reviewedOn: "2026-02-02",
            peerName: "Hemi",
          }),
        409,
        planMessages.noGoals,
      ],
    ] as const;
    await expectRefusals(refusals);
    expect(await planOf()).toEqual(before);
    expect((await planOf(other.session)).cycles[0]?.goals).toEqual([]);
    expect((await app.inject({ url: cpdPlanPaths.plan })).statusCode).toBe(401);

    // The CPD form offers her goals alone, and refuses another's goal id.
    const options = await call(aroha.session, "GET", `${cpdPlanPaths.goalOptions}?formToken=x`);
    expect(options.json()).toEqual([{ id: goalId, name: goal().title }]);
    expect((await call(other.session, "GET", cpdPlanPaths.goalOptions)).json()).toEqual([]);
    expect((await app.inject({ url: cpdPlanPaths.goalOptions })).statusCode).toBe(401);
    const linked = { ...cpdActivity("2026-02-10", "clinical", "2.5"), [PLAN_GOAL_FIELD]: goalId };
    const refused = await logCpdActivity({ app, db }, other.session, linked);
    expect(fieldOf(refused, PLAN_GOAL_FIELD)).toMatchObject({
      state: "error",
      message: formMessages.notAnOption,
    });
    await logCpdActivity({ app, db }, aroha.session, linked);

    // A goal an activity serves stays; one without is removed; a change keeps its cycle.
    const kept = await call(aroha.session, "DELETE", cpdPlanPaths.goal(goalId));
    expect([kept.statusCode, kept.json().message]).toEqual([
      409,
      planMessages.goalHasActivities(1),
    ]);
    const second = (
      await call(aroha.session, "POST", cpdPlanPaths.goals, {
        cycleId,
        ...goal({ targetDate: "2026-06-30" }),
      })
    ).json();
    const secondId = second.plan.cycles[0].goals[0].id as number;
    const changed = await call(
      aroha.session,
      "PUT",
      cpdPlanPaths.goal(secondId),
      goal({ title: "Cultural safety", targetDate: "2026-07-31" }),
    );
    expect(changed.json().plan.cycles[0].goals.map((g: { title: string }) => g.title)).toEqual([
      "Cultural safety",
      goal().title,
    ]);
    const removed = await call(aroha.session, "DELETE", cpdPlanPaths.goal(secondId));
    expect([removed.statusCode, removed.json().message]).toEqual([200, planMessages.goalRemoved]);

    const progress = async () =>
      cpdProgressSchema
        .parse((await call(aroha.session, "GET", cpdProgressPath)).json())
        .cycles[0]!.requirements.find((r) => r.key === "plan");
    expect(await progress()).toMatchObject({ logged: 0, goals: 1, review: null });
    const reviewed = await call(aroha.session, "PUT", cpdPlanPaths.review, {
      cycleId,
      reviewedOn: "2026-02-02",
      peerName: "Hemi Walker",
    });
    expect([reviewed.statusCode, reviewed.json().message]).toEqual([
      200,
      planMessages.reviewRecorded,
    ]);
    expect((await planOf()).cycles[0]).toMatchObject({
      review: { reviewedOn: "2026-02-02", peerName: "Hemi Walker" },
      goals: [
        {
          id: goalId,
          activities: [{ date: "2026-02-10", title: "Periodontal assessment update", hours: 2.5 }],
        },
      ],
    });
    expect(await progress()).toEqual({
      key: "plan",
      label: "Development plan",
      unit: "plan",
      required: 1,
      logged: 1,
      goals: 1,
      review: { reviewedOn: "2026-02-02", peerName: "Hemi Walker" },
    });
  });

  it("names the peer of the latest peer relationship form over a typed one", async () => {
    const { app, database } = desk;
    const { db } = database;
    const cycleId = (await desk.admin.call("GET", cyclePaths.cycles)).json().items[0].id as number;
    const session = await linkedPractitioner(app, db, "81303", OHT);
    const headers = sessionHeader(session);
    const started = await app.inject({ url: apiPaths.formAdd("PEER-RELATIONSHIP"), headers });
    const token = started.json().form.formToken as string;
    const pages = {
      peer: {
        peer_person_id: "81301",
        peer_peer_name: "Aroha Ngata",
        peer_relationship_start_date: "2025-05-01",
      },
      relationship: { meeting_frequency: "monthly", no_conflict: 1 },
      confirm: { peer_agreed: true },
    };
    for (const [code, values] of Object.entries(pages)) {
      const saved = formAnswer(
        await postPage(app, apiPaths.form("PEER-RELATIONSHIP", token, code), values, session),
      );
      expect(saved.page?.state, JSON.stringify(saved.page)).toBe("done");
    }
    await app.inject({
      method: "POST",
      url: cpdPlanPaths.goals,
      headers,
      payload: { cycleId, ...goal() },
    });
    const reviewed = await app.inject({
      method: "PUT",
      url: cpdPlanPaths.review,
      headers,
      payload: { cycleId, reviewedOn: "2026-01-15", peerName: "Someone Else" },
    });
    expect(reviewed.json().plan).toMatchObject({
      peer: { name: "Aroha Ngata" },
      cycles: [{ review: { reviewedOn: "2026-01-15", peerName: "Aroha Ngata" } }],
    });
  });
});
