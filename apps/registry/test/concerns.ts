// Raising a concern from a test, as the portal's pages do: start it (JSON, from the portal's
// origin), save each page form-encoded, and the answers a complete concern is given.
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

/** A patient's concern about `registrationNumber`, page by page; `overrides` by page code. */
export const concernPages = (
  registrationNumber: string,
  overrides: Record<string, Record<string, unknown>> = {},
): Array<[string, Record<string, unknown>]> =>
  (
    [
      [
        "about_you",
        {
          raiser_role: "patient",
          raiser_name: "Aroha Ngata",
          raiser_email: "aroha.ngata@example.org",
          raiser_phone: "021 555 0199",
        },
      ],
      [
        "practitioner",
        {
          practitioner_known: "found",
          practitioner_registration_number: registrationNumber,
          practitioner_name: "Rawiri Paewai",
        },
      ],
      [
        "what_happened",
        {
          what_happened: "A filling was done without local anaesthetic after I asked for it.",
          when_happened: "20/02/2026",
          where_happened: "Nelson Dental, Nelson",
        },
      ],
      ["consent", { share_identity: 17, declaration: true }],
    ] as Array<[string, Record<string, unknown>]>
  ).map(([code, values]) => [code, { ...values, ...overrides[code] }]);

/** Starts a concern and saves every page; answers the last page's answer. */
export async function raiseConcern(
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
