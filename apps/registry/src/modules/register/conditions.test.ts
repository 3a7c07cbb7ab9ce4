// A registrar varies and lifts a condition over the desk API: each answers the new history, a
// lift takes the condition off the public register from its day, and a lifted condition is
// not varied again.
import {
  conditionRefusals,
  deskPaths,
  publicRegisterPaths,
  registerHistorySchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { PERSON_ID, useRegisterDesk } from "../../../test/register-desk.ts";

const terms = {
  type: "Supervision",
  wording: "Practises only under supervision.",
  startsOn: "2026-01-15",
  endsOn: null,
  reviewOn: "2026-07-01",
  decision: "PCC 2026/14",
};

describe.each(testDatabases)("conditions varied and lifted on $name", (testDb) => {
  const desk = useRegisterDesk(testDb);
  const publicConditions = async () =>
    (await desk.app.inject({ url: publicRegisterPaths.practitioner(PERSON_ID) })).json().conditions;

  it("varies a condition in force, lifts it from a day, then refuses to vary it", async () => {
    const imposed = await desk.registrar.call("POST", deskPaths.conditions(PERSON_ID), terms);
    expect(imposed.statusCode).toBe(200);
    const { id } = registerHistorySchema.parse(imposed.json()).conditions[0]!;

    const varied = await desk.registrar.call("PUT", deskPaths.condition(PERSON_ID, id), {
      ...terms,
      reviewOn: null,
    });
    expect(varied.statusCode).toBe(200);
    const afterVary = registerHistorySchema.parse(varied.json());
    expect(afterVary.conditions[0]).toMatchObject({ reviewOn: null, inForce: true });
    expect(afterVary.events[0]?.kind).toBe("condition_varied");
    expect(await publicConditions()).toHaveLength(1);

    // Lifted on the tests' day (1 March 2026): no longer in force from it.
    const lifted = await desk.registrar.call("POST", deskPaths.liftCondition(PERSON_ID, id), {
      liftedOn: "2026-03-01",
      decision: "PCC 2026/31",
    });
    expect(lifted.statusCode).toBe(200);
    expect(registerHistorySchema.parse(lifted.json()).conditions[0]).toMatchObject({
      liftedOn: "2026-03-01",
      inForce: false,
    });
    expect(await publicConditions()).toEqual([]);

    const again = await desk.registrar.call("PUT", deskPaths.condition(PERSON_ID, id), terms);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: conditionRefusals.lifted });
  });
});
