// The simulated practitioners of the load benchmark: each signs in, loads the first page of
// their APC application and saves it (a new registration number each time), a few times,
// signs out, and starts again, with a think time between steps, until the storm ends. Every
// answer is checked; each save the service acknowledged is remembered, so that the stored
// values can be checked against them afterwards.
import { apiPaths, authResponseSchema, formResponseSchema, SESSION_HEADER } from "@portal/contract";
import type { Answer, Instances } from "./load-balancer.ts";
import { PRACTITIONER_PASSWORD, type Practitioner } from "./load-practitioners.ts";

export const STEPS = ["sign in", "load page", "save page", "sign out"] as const;
export type Step = (typeof STEPS)[number];

export interface StepRecord {
  /** Times of the answered attempts that were not refused for load (ms). */
  ms: number[];
  /** 503 with Retry-After from the sign-in queue: admitted, the user waits and tries again. */
  admitted503: number;
  /** Wrong answers: any other status than expected, or a body that does not parse. */
  errors: number;
  /** Attempts sent again because their connection failed (an instance killed). */
  connectionFailures: number;
  /** The longest answer counting its resends and waits for an instance to be up (ms). */
  worstWithResendsMs: number;
}

export interface Storm {
  steps: Record<Step, StepRecord>;
  /** The first few wrong answers, for the report. */
  errorSamples: string[];
  /** Per practitioner: the highest save number acknowledged, and the highest sent. */
  acknowledged: number[];
  sent: number[];
}

const PAGE = "details";
/** The page's values with save number `n` as the registration number. */
export const pageWith = (email: string, n: number) => ({
  apc_year: "2026/2027",
  registration_number: `RN-${n}`,
  practice_type: "dental_hygienist",
  scopes_of_practice: ["dental_hygiene"],
  email,
  phone: "",
});
export const saveNumberOf = (registrationNumber: unknown) =>
  Number(String(registrationNumber ?? "").replace("RN-", "")) || 0;

export function newStorm(practitioners: number): Storm {
  const record = (): StepRecord => ({
    ms: [],
    admitted503: 0,
    errors: 0,
    connectionFailures: 0,
    worstWithResendsMs: 0,
  });
  return {
    steps: {
      "sign in": record(),
      "load page": record(),
      "save page": record(),
      "sign out": record(),
    },
    errorSamples: [],
    acknowledged: Array(practitioners).fill(0),
    sent: Array(practitioners).fill(0),
  };
}

export interface StormOptions {
  instances: Instances;
  practitioners: readonly Practitioner[];
  /** When the storm ends (performance.now()). */
  until: number;
  /** Mean pause between two steps of one practitioner (uniform from half to one and a half). */
  thinkMs: number;
  savesPerSignIn: number;
}

/** The address a practitioner's requests come from, as the proxy in front reports it. */
export const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function runStorm(options: StormOptions, storm: Storm): Promise<void> {
  await Promise.all(options.practitioners.map((p, i) => practitioner(options, storm, p, i)));
}

async function practitioner(
  options: StormOptions,
  storm: Storm,
  who: Practitioner,
  index: number,
): Promise<void> {
  const { instances, until, thinkMs } = options;
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  const forwarded = { "x-forwarded-for": addressOf(index) };
  const record = (step: Step, answer: Answer, ok: boolean, what: string) => {
    const r = storm.steps[step];
    r.connectionFailures += answer.connectionFailures;
    r.worstWithResendsMs = Math.max(r.worstWithResendsMs, answer.totalMs);
    if (ok) {
      r.ms.push(answer.ms);
      return;
    }
    r.errors++;
    if (storm.errorSamples.length < 10) {
      storm.errorSamples.push(`${step}: ${answer.status} ${what} ${answer.body.slice(0, 200)}`);
    }
  };

  // Not all at the same millisecond, but all within the first pause: the storm.
  await think();
  while (performance.now() < until) {
    const session = await signIn(instances, who, forwarded, storm, record);
    if (session === undefined) {
      await think();
      continue;
    }
    const headers = { ...forwarded, [SESSION_HEADER]: session };
    for (let s = 0; s < options.savesPerSignIn && performance.now() < until; s++) {
      await think();
      const load = await instances.send(apiPaths.form("APC", who.formToken, PAGE), { headers });
      const loaded = load.status === 200 && parsedForm(load.body)?.page?.code === PAGE;
      record("load page", load, loaded, "");
      await think();
      const n = storm.sent[index]! + 1;
      storm.sent[index] = n;
      const save = await instances.send(apiPaths.form("APC", who.formToken, PAGE), {
        method: "POST",
        headers,
        body: new URLSearchParams({ page: JSON.stringify(pageWith(who.email, n)) }),
      });
      const saved = save.status === 200 && parsedForm(save.body)?.page?.state === "done";
      record("save page", save, saved, `(save ${n})`);
      if (saved) storm.acknowledged[index] = n;
    }
    await think();
    const out = await instances.send(apiPaths.logout, { headers });
    record("sign out", out, out.status === 200, "");
  }
}

async function signIn(
  instances: Instances,
  who: Practitioner,
  forwarded: Record<string, string>,
  storm: Storm,
  record: (step: Step, answer: Answer, ok: boolean, what: string) => void,
): Promise<string | undefined> {
  for (;;) {
    const answer = await instances.send(apiPaths.login, {
      method: "POST",
      headers: forwarded,
      body: new URLSearchParams({ login: who.email, password: PRACTITIONER_PASSWORD }),
    });
    const retryAfter = Number(answer.headers.get("retry-after"));
    if (answer.status === 503 && retryAfter > 0) {
      storm.steps["sign in"].admitted503++;
      storm.steps["sign in"].connectionFailures += answer.connectionFailures;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const session =
      answer.status === 200
        ? authResponseSchema.safeParse(JSON.parse(answer.body)).data?.odooSessionId
        : undefined;
    record("sign in", answer, session !== undefined, "");
    return session;
  }
}

function parsedForm(body: string) {
  try {
    return formResponseSchema.safeParse(JSON.parse(body)).data;
  } catch {
    return undefined;
  }
}
