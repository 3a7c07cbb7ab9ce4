// After the storm: each practitioner's page read back through the service. A save the service
// acknowledged must be there; a later one, sent but unanswered, may be too (it may have been
// committed just before its answer was cut).
import { apiPaths, authResponseSchema, formResponseSchema, SESSION_HEADER } from "@portal/contract";
import { fieldOf } from "../../apps/registry/test/form-pages.ts";
import type { Instances } from "./load-balancer.ts";
import { PRACTITIONER_PASSWORD, type Practitioner } from "./load-practitioners.ts";
import { addressOf, type Storm, saveNumberOf } from "./load-storm.ts";

export async function verifySaves(
  instances: Instances,
  practitioners: readonly Practitioner[],
  storm: Storm,
): Promise<{ kept: number; lost: string[] }> {
  const lost: string[] = [];
  let kept = 0;
  // A few at a time: the sign-ins queue for their hashes anyway.
  const queue = practitioners.map((p, i) => ({ p, i }));
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const stored = await storedSaveNumber(instances, item.p, addressOf(item.i));
      const acknowledged = storm.acknowledged[item.i]!;
      const sent = storm.sent[item.i]!;
      if (stored >= acknowledged && stored <= sent) kept++;
      else
        lost.push(
          `${item.p.email}: stored save ${stored}, acknowledged ${acknowledged}, sent ${sent}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { kept, lost };
}

async function storedSaveNumber(
  instances: Instances,
  who: Practitioner,
  address: string,
): Promise<number> {
  const login = await instances.send(apiPaths.login, {
    method: "POST",
    headers: { "x-forwarded-for": address },
    body: new URLSearchParams({ login: who.email, password: PRACTITIONER_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`verify sign-in: ${login.status} ${login.body}`);
  const session = authResponseSchema.parse(JSON.parse(login.body)).odooSessionId;
  const page = await instances.send(apiPaths.form("APC", who.formToken, "details"), {
    headers: { [SESSION_HEADER]: session },
  });
  const form = formResponseSchema.parse(JSON.parse(page.body));
  return saveNumberOf(fieldOf(form, "registration_number").value);
}
