// Saves that can be counted, for the tests of a real service under load (its shutdown, a
// backup taken while it runs): an APC's details page saved again and again over HTTP, each
// time with a registration number one higher. The number a later service reads back says
// which save the database kept.
import type { ChildProcess } from "node:child_process";
import { apiPaths, formResponseSchema, SESSION_HEADER } from "@portal/contract";
import { validApcPages } from "./apc-pages.ts";
import { fieldOf } from "./form-pages.ts";
import { signInOver, startServiceProcess } from "./service-process.ts";

const detailsPath = (token: string) => apiPaths.form("APC", token, "details");

/** `count` new APC forms of the signed-in practitioner: their tokens. */
export async function addApcForms(base: string, session: string, count: number) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}${apiPaths.formAdd("APC")}`, {
      headers: { [SESSION_HEADER]: session },
    });
    tokens.push(formResponseSchema.parse(await res.json()).form!.formToken);
  }
  return tokens;
}

/**
 * The service started on `env` (its process added to `running`, for the suite to stop), its
 * demo practitioner signed in, with `count` new APC forms to save.
 */
export async function startWithApcForms(
  env: Record<string, string>,
  count: number,
  running: ChildProcess[],
) {
  const service = await startServiceProcess(env);
  running.push(service.child);
  const session = await signInOver(service.base);
  return { service, session, tokens: await addApcForms(service.base, session, count) };
}

/** Save number `n` of the form's details page; the service's answer, unread. */
export function saveNumbered(base: string, session: string, token: string, n: number) {
  const details = { ...validApcPages.details, registration_number: `RN-${n}` };
  return fetch(`${base}${detailsPath(token)}`, {
    method: "POST",
    headers: { [SESSION_HEADER]: session },
    body: new URLSearchParams({ page: JSON.stringify(details) }),
  });
}

/** The number of the save the form holds. */
export async function storedNumber(base: string, session: string, token: string): Promise<number> {
  const res = await fetch(`${base}${detailsPath(token)}`, {
    headers: { [SESSION_HEADER]: session },
  });
  const field = fieldOf(formResponseSchema.parse(await res.json()), "registration_number");
  return Number(String(field.value ?? "").replace("RN-", ""));
}
