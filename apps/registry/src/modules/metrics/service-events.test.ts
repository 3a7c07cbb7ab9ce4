// What the services count, on both databases: PDF renders with their time, payments by
// decision (each decided once), e-mails sent and the outbox's queue (the outbox's own tests
// count deferred and failed ones).
import { apiPaths, type Section } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { formBody } from "../../../test/accounts.ts";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader } from "../../../test/form-pages.ts";
import { scrapeText } from "../../../test/metrics-text.ts";
import { paymentKit, usePayingService } from "../../../test/payments.ts";
import { sampleSections } from "../../../test/render-sections.ts";
import { createMetrics, type Metrics } from "./metrics.ts";

const read = async (metrics: Metrics) => scrapeText(await metrics.registry.metrics());

describe.each(testDatabases)("what the services count on $name", (testDb) => {
  const metrics = createMetrics();
  const service = usePayingService(testDb, testClock(), { metrics });
  const kit = paymentKit(service);

  it("counts PDF renders by outcome, and times the ones a PDF process made", async () => {
    const added = await service.app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(service.aroha),
    });
    const formId = added.json().form.formToken as string;
    const render = (sections: Section[]) =>
      service.app.inject({
        method: "POST",
        url: "/registry/api/v1/render",
        payload: { sections, fileName: "APC.pdf", formId, sessionId: service.aroha },
      });
    expect((await render(sampleSections())).statusCode).toBe(200);
    // Within every group's limit, over the payload's: refused before any PDF is made.
    const field = sampleSections()[0]!.fieldGroups[0]!.fields[0]!;
    const tooMany = Array.from({ length: 3 }, () => ({
      fieldGroups: [{ groupId: "g", fields: Array<typeof field>(700).fill(field) }],
    }));
    expect((await render(tooMany)).statusCode).toBe(422);

    const series = await read(metrics);
    expect(series.value("portal_pdf_renders_total", { outcome: "rendered" })).toBe(1);
    expect(series.value("portal_pdf_renders_total", { outcome: "too_large" })).toBe(1);
    const rendered = { outcome: "rendered" };
    expect(series.value("portal_pdf_render_duration_seconds_count", rendered)).toBe(1);
    expect(series.value("portal_pdf_render_duration_seconds_sum", rendered)).toBeGreaterThan(0);
    expect(series.value("portal_pdf_render_duration_seconds_count", { outcome: "too_large" })).toBe(
      0,
    );
  });

  it("counts each payment decided, once, by its decision", async () => {
    const token = await kit.newPayableApc();
    const pay = async () => (await kit.start(await kit.payQuery(token))).body;
    const decide = (page: string, decision: string) => kit.decideOn(page, decision);
    const declined = await pay();
    expect((await decide(declined, "decline")).statusCode).toBe(303);
    // Decided already: answered, not counted again.
    expect((await decide(declined, "approve")).statusCode).toBe(200);
    expect((await decide(await pay(), "approve")).statusCode).toBe(303);

    const series = await read(metrics);
    expect(series.value("portal_payments_total", { decision: "declined" })).toBe(1);
    expect(series.value("portal_payments_total", { decision: "approved" })).toBe(1);
  });

  it("counts the e-mails the service sends", async () => {
    const res = await service.app.inject({
      method: "POST",
      url: apiPaths.resetPassword,
      ...formBody({ email: "practitioner@example.org" }),
    });
    expect(res.statusCode).toBe(200);
    // In the outbox until the runner sends it, after the answer.
    const waiting = await read(metrics);
    expect(waiting.value("portal_email_outbox_messages", { state: "queued" })).toBe(1);
    expect(waiting.value("portal_emails_total", { outcome: "sent" })).toBe(0);
    await service.app.jobs.runDue();
    const sent = await read(metrics);
    expect(sent.value("portal_emails_total", { outcome: "sent" })).toBe(1);
    expect(sent.value("portal_emails_total", { outcome: "deferred" })).toBe(0);
    expect(sent.value("portal_email_outbox_messages", { state: "queued" })).toBe(0);
  });
});
