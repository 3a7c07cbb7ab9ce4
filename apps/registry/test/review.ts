// Helpers for tests of the registrar's review: a mailer that keeps what it sends, the answers of
// an APC (workplaces as a repeating group) and of a registration, and an applicant's submits
// through the portal's own routes (an APC paid through the sandbox, a registration).
import { apiPaths } from "@portal/contract";
import { registrationAddress, registrationFitness } from "../seed/desk-demo.ts";
import type { App } from "../src/app.ts";
import type { Mailer, MailMessage } from "../src/modules/mail/index.ts";
import { validApcPages } from "./apc-pages.ts";
import { formAnswer, pdfBytes, postPage, sessionHeader, upload } from "./form-pages.ts";
import { hiddenField, paymentQuery } from "./payments.ts";

// The registration answers the demo applicants give.
export { registrationAddress, registrationFitness };

export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (m) => {
      sent.push(m);
    },
    close: async () => {},
  };
}

/**
 * The messages the outbox has delivered to `to` since last asked (the due jobs run first):
 * taken out of `mailer.sent`, so the next ask sees only newer ones.
 */
export async function deliveredTo(
  service: { app: App },
  mailer: { sent: MailMessage[] },
  to: string,
): Promise<MailMessage[]> {
  await service.app.jobs.runDue();
  const mine = mailer.sent.filter((m) => m.to === to);
  mailer.sent.splice(0, mailer.sent.length, ...mailer.sent.filter((m) => m.to !== to));
  return mine;
}

export const workplace = (i: number, name: string, hours: string, employment: string) => ({
  [`workplaces[${i}].practice_name`]: name,
  [`workplaces[${i}].street_address`]: `${10 + i} Tutanekai Street`,
  [`workplaces[${i}].city`]: "Rotorua",
  [`workplaces[${i}].hours_per_week`]: hours,
  [`workplaces[${i}].employment`]: employment,
});

/** The APC's pages as a practitioner answers them; `recertification` over the default (a No). */
export const apcPages = (
  secondHours: string,
  recertification: Record<string, unknown> = {},
): Array<[string, Record<string, unknown>]> => [
  [
    "details",
    {
      apc_year: "2026/2027",
      registration_number: "DH-10482",
      practice_type: "dental_hygienist",
      scopes_of_practice: ["dental_hygiene"],
      email: "practitioner@example.org",
      phone: "",
    },
  ],
  [
    "practice",
    {
      ...workplace(0, "Rotorua Family Dental", "20", "employee"),
      ...workplace(1, "Lakes Smiles", secondHours, "contractor"),
      practice_notes: "",
    },
  ],
  ["recertification", { ...validApcPages.recertification, ...recertification }],
  ["fitness", validApcPages.fitness!],
  ["review", validApcPages.review!],
];

export const registrationPages = (email: string): Array<[string, Record<string, unknown>]> => [
  [
    "personal",
    {
      application_form_code: "DH-APPLY",
      title: "Ms",
      first_name: "Hana",
      middle_names: "",
      surname: "Wiremu-Tane",
      date_of_birth: "14/07/1994",
      gender: "female",
      email,
      phone: "021 555 0199",
      password: "Kowhai-tree-1987-spring",
      password_confirm: "Kowhai-tree-1987-spring",
    },
  ],
  ["address", registrationAddress],
  [
    "qualifications",
    {
      "qualifications[0].qualification": "Bachelor of Oral Health",
      "qualifications[0].institution": "University of Otago",
      "qualifications[0].country": "NZ",
      "qualifications[0].date_awarded": "2016-12-09",
      "qualifications[0].certificate": [upload("degree.pdf", "application/pdf", pdfBytes())],
    },
  ],
  [
    "scope",
    {
      practice_type: "oral_health_therapist",
      scope_of_practice: "oral_health",
      intended_start: "",
      practised_overseas: 17,
    },
  ],
  ["fitness", registrationFitness],
  ["declaration", { english_language: true, declaration_agreed: true }],
];

/** Saves a page, failing loudly (with the service's message) unless it is done. */
async function savedPage(app: App, url: string, values: Record<string, unknown>, session?: string) {
  const answer = formAnswer(await postPage(app, url, values, session));
  if (answer.page?.state !== "done") throw new Error(`${url}: ${answer.message}`);
  return answer;
}

/** A new APC of the session's practitioner, every page saved, paid through the sandbox: its token. */
export async function submitPaidApc(
  app: App,
  session: string,
  secondHours = "60",
  recertification: Record<string, unknown> = {},
) {
  const added = await app.inject({ url: apiPaths.formAdd("APC"), headers: sessionHeader(session) });
  const token = added.json().form.formToken as string;
  for (const [code, values] of apcPages(secondHours, recertification)) {
    await savedPage(app, apiPaths.form("APC", token, code), values, session);
  }
  const invoice = await savedPage(app, apiPaths.form("APC", token, "invoice"), {}, session);
  const query = paymentQuery(token, invoice.page!.payment!);
  const page = (await app.inject({ url: `${apiPaths.payment}?${new URLSearchParams(query)}` }))
    .body;
  const decided = await app.inject({
    method: "POST",
    url: "/odoo_payment/api/v1/payment/decide",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      reference: hiddenField(page, "reference"),
      token: hiddenField(page, "token"),
      intent: hiddenField(page, "intent"),
      decision: "approve",
    }).toString(),
  });
  if (decided.statusCode !== 303) throw new Error(`payment: ${decided.statusCode} ${decided.body}`);
  return token;
}

/** A registration applied for without an account (a new one, or `started`), every page saved. */
export async function submitRegistration(app: App, email: string, started?: string) {
  const token = started ?? formAnswer(await app.inject({ url: apiPaths.apply() })).form!.formToken;
  for (const [code, values] of registrationPages(email)) {
    await savedPage(app, apiPaths.apply(token, code), values);
  }
  return token;
}
