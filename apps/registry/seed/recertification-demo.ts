// The recertification a newcomer meets on a fresh `npm start`: a two-year cycle for every
// profession, running from the practising year before today's, three activities in the demo
// practitioner's CPD log, and her development plan of two goals, the first activity linked to
// the first, not yet reviewed with her peer, so her dashboard shows her progress. Outside
// production only. Idempotent: once any cycle exists, nothing is added.
import {
  addDays,
  CPD_ACTIVITY_FORM_TYPE,
  type CycleBody,
  PLAN_GOAL_FIELD,
  professionNames,
} from "@portal/contract";
import type { Db } from "../src/db/client.ts";
import { insertForm, newFormToken } from "../src/modules/forms/index.ts";
import { addCycle, createPlanDesk, listCycles } from "../src/modules/recertification/index.ts";
import { findUserByEmail } from "../src/modules/users/index.ts";
import { earlierPractisingYear, practisingYearOf } from "./practising-year.ts";

const DEMO_PRACTITIONER = "practitioner@example.org";

/**
 * A seed the desk can draw the demo's audit from (the README's "Recertification"): at 10 % of
 * the cycles in force on any day of the demo, it draws the demo practitioner among the
 * hygienists. A stratum's draw depends only on its members, so a change to the demo's
 * hygienists can move it (recertification-audit-demo.test.ts says so).
 */
export const DEMO_AUDIT_SEED = "7e2a0c1f9b3d4e5a6c7d8e9f00000005";
export const DEMO_AUDIT_RATE = 10;

/** What every demo cycle requires over its two years. */
const requirements: Omit<CycleBody, "profession" | "startsOn"> = {
  years: 2,
  totalHours: 40,
  categoryHours: { clinical: 20, cultural: 4, emergency: 2 },
  planRequired: true,
  peerContacts: 4,
};

/** The demo practitioner's goals, each due so many days before her cycle's end. */
const goals = [
  {
    daysBeforeEnd: 120,
    title: "Strengthen my periodontal assessment",
    description: "Attend a staging and grading study day and audit ten of my periodontal charts.",
  },
  {
    daysBeforeEnd: 30,
    title: "Build cultural safety into my recall visits",
    description: "Complete the Council's cultural safety module and ask for patients' feedback.",
  },
];

/** The demo practitioner's activities, each so many days before today, and the goal it serves. */
const activities: {
  daysAgo: number;
  goal?: number;
  activity: Record<string, unknown> & { description: string };
  reflection: Record<string, unknown>;
}[] = [
  {
    daysAgo: 200,
    goal: 0,
    activity: {
      category: "clinical",
      hours: 6,
      provider: "NZ Dental Hygienists' Association",
      description: "Periodontal staging and grading study day",
    },
    reflection: {
      learning: "The 2017 classification's staging and grading, with worked cases.",
      practice_change: "I record the stage and grade at every periodontal recall.",
    },
  },
  {
    daysAgo: 90,
    activity: {
      category: "cultural",
      hours: 2.5,
      provider: "Te Kaunihera Tiaki Niho",
      description: "Cultural safety in oral health care (online module)",
    },
    reflection: {
      learning: "How my own assumptions shape a patient's experience of care.",
      practice_change: "I ask each new patient how they would like whānau involved.",
    },
  },
  {
    daysAgo: 30,
    activity: {
      category: "peer",
      hours: 1,
      provider: "",
      description: "Peer contact with my professional peer",
    },
    reflection: {
      learning: "Reviewed two complex cases and my infection control audit.",
      practice_change: "I now audit hand hygiene monthly instead of yearly.",
    },
  },
];

export async function seedRecertificationDemo(db: Db, today: string) {
  if ((await listCycles(db)).length > 0) {
    return { cyclesAdded: 0, activitiesAdded: 0, goalsAdded: 0 };
  }
  const { startsOn } = earlierPractisingYear(practisingYearOf(today), 1);
  for (const profession of professionNames) {
    await addCycle(db, { ...requirements, profession, startsOn });
  }
  const practitioner = await findUserByEmail(db, DEMO_PRACTITIONER);
  if (!practitioner) {
    return { cyclesAdded: professionNames.length, activitiesAdded: 0, goalsAdded: 0 };
  }
  const goalIds = await seedPlan(db, today, practitioner.id);
  for (const { daysAgo, activity, reflection, goal } of activities) {
    const date = addDays(today, -daysAgo);
    const goalId = goal === undefined ? undefined : goalIds[goal];
    await insertForm(db, {
      token: newFormToken(),
      ownerId: practitioner.id,
      formTypeCode: CPD_ACTIVITY_FORM_TYPE,
      name: `CPD: ${activity.description}`,
      state: "completed",
      writeDate: new Date(`${date}T09:00:00Z`),
      values: {
        activity: {
          ...activity,
          activity_date: date,
          ...(goalId === undefined ? {} : { [PLAN_GOAL_FIELD]: goalId }),
        },
        reflection,
      },
    });
  }
  return {
    cyclesAdded: professionNames.length,
    activitiesAdded: activities.length,
    goalsAdded: goalIds.length,
  };
}

/** Her goals in the cycle she is in today, through the plan's own rules; their ids. */
async function seedPlan(db: Db, today: string, userId: number): Promise<number[]> {
  // Today's date read as the day itself, whatever the zone.
  const plans = createPlanDesk({
    db,
    clock: () => new Date(`${today}T00:00:00Z`),
    timeZone: "UTC",
  });
  const [cycle] = (await plans.plan(userId)).cycles;
  if (!cycle) return [];
  for (const { daysBeforeEnd, title, description } of goals) {
    const targetDate = addDays(cycle.endsOn, -daysBeforeEnd);
    await plans.addGoal(userId, { cycleId: cycle.cycleId, title, description, targetDate });
  }
  const [planned] = (await plans.plan(userId)).cycles;
  return (planned?.goals ?? []).map((g) => g.id);
}
