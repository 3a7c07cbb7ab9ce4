// Raising a concern from a test over HTTP, as the portal's pages do: start it (JSON, from the
// portal's origin), save each page form-encoded (the pages: test/cases.ts's concernPages).
import { concernPaths, type FormResponse, formResponseSchema } from "@portal/contract";
import type { App } from "../src/app.ts";

/** As the portal's pages send them: from the service's own origin. */
const fromThePortal = (app: App) => ({ origin: app.core.apiOrigin });

export const startConcern = (app: App, captchaToken?: string) =>
  app.inject({
    method: "POST",
    url: concernPaths.start,
    payload: captchaToken === undefined ? {} : { captchaToken },
    headers: fromThePortal(app),
  });

export const saveConcernPage = (
  app: App,
  token: string,
  page: string,
  values: Record<string, unknown>,
) =>
  app.inject({
    method: "POST",
    url: concernPaths.page(token, page),
    headers: {
      ...fromThePortal(app),
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ page: JSON.stringify(values) }).toString(),
  });

export const askForResumeLink = (app: App, token: string, email: string, captchaToken?: string) =>
  app.inject({
    method: "POST",
    url: concernPaths.resumeLink(token),
    payload: { email, captchaToken },
    headers: fromThePortal(app),
  });

/** Starts a concern and saves every page; answers the last page's answer. */
export async function submitConcern(
  app: App,
  pages: Array<[string, Record<string, unknown>]>,
  captchaToken?: string,
): Promise<{ token: string; answer: FormResponse }> {
  const started = await startConcern(app, captchaToken);
  if (started.statusCode !== 200) throw new Error(`start answered ${started.body}`);
  const token = formResponseSchema.parse(started.json()).form!.formToken;
  let answer: FormResponse | undefined;
  for (const [code, values] of pages) {
    const saved = await saveConcernPage(app, token, code, values);
    answer = formResponseSchema.parse(saved.json());
    if (answer.page?.state === "error") throw new Error(`${code}: ${saved.body}`);
  }
  return { token, answer: answer! };
}
