import {
  calendarDateAt,
  conditionRefusals,
  DEFAULT_TIME_ZONE,
  type DeskCondition,
  deskPaths,
  type RegisterHistory,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const PERSON = "31522";

const supervision: DeskCondition = {
  id: 7,
  type: "Supervision",
  wording: "Practises only under the supervision of a registered dental hygienist.",
  startsOn: "2026-05-01",
  endsOn: "2027-04-30",
  reviewOn: "2026-11-01",
  decision: "PCC 2026/14",
  liftedOn: null,
  inForce: true,
};

const history: RegisterHistory = {
  conditions: [
    supervision,
    {
      ...supervision,
      id: 3,
      type: "Undertaking",
      wording: "Not to sedate patients.",
      endsOn: null,
      reviewOn: null,
      liftedOn: "2026-03-01",
      inForce: false,
      startsOn: "2025-01-10",
    },
    {
      ...supervision,
      id: 2,
      type: "Practice restriction",
      wording: "No orthodontic work.",
      startsOn: "2020-01-01",
      endsOn: "2020-12-31",
      reviewOn: null,
      inForce: false,
    },
  ],
  events: [
    {
      seq: 12,
      kind: "condition_imposed",
      effectiveOn: "2026-05-01",
      recordedAt: "2026-05-01T02:00:00.000Z",
      by: "registrar@example.org",
      summary: "Condition imposed – Supervision: Practises only under supervision.",
      public: true,
    },
    {
      seq: 1,
      kind: "registered",
      effectiveOn: "2014-11-03",
      recordedAt: "2026-01-05T20:30:00.000Z",
      by: null,
      summary: "Registered in Dental Hygiene Practice",
      public: false,
    },
  ],
};

const record = {
  personId: PERSON,
  firstNames: "Mere",
  surname: "Parata",
  eligible: false,
  volunteer: false,
  practices: [],
  certificate: null,
};

/** The record screen of Mere Parata; `writes` answers the condition calls. */
async function openRecord(writes: Record<string, Response> = {}) {
  const service = fakeService({
    [`GET ${deskPaths.me}`]: Response.json({ email: "registrar@example.org", role: "registrar" }),
    [`GET ${deskPaths.registerRecord(PERSON)}`]: Response.json(record),
    [`GET ${deskPaths.registerHistory(PERSON)}`]: Response.json(history),
    ...writes,
  });
  const app = await renderApp({ path: `/desk/register/${PERSON}` });
  await screen.findByRole("heading", { name: "Supervision" });
  return { service, user: app.user };
}

/** The JSON body of the one call sent with `method` to `path`. */
async function sentBody(service: Awaited<ReturnType<typeof openRecord>>["service"], key: string) {
  const [method, path] = key.split(" ");
  const sent = () =>
    service.mock.calls.find(([url, init]) => init?.method === method && String(url) === path);
  await waitFor(() => expect(sent()).toBeDefined());
  return JSON.parse(String(sent()![1]!.body));
}

const item = (type: string) =>
  screen.getByRole("heading", { name: type }).closest("li") as HTMLElement;

const historyReads = (service: Awaited<ReturnType<typeof openRecord>>["service"]) =>
  service.mock.calls.filter(([url]) => String(url) === deskPaths.registerHistory(PERSON)).length;

describe("the conditions and history of a register record", () => {
  it("lists each condition with its dates DD/MM/YYYY and standing, and the history newest first", async () => {
    await openRecord();
    expect(item("Supervision")).toHaveTextContent(
      "Practises only under the supervision of a registered dental hygienist." +
        "StatusIn forceStart date01/05/2026End date30/04/2027Review date01/11/2026" +
        "DecisionPCC 2026/14VaryLift",
    );
    expect(item("Undertaking")).toHaveTextContent(
      "StatusLifted on 01/03/2026Start date10/01/2025End dateNoneReview dateNone",
    );
    expect(item("Practice restriction")).toHaveTextContent("StatusNot in force");
    for (const done of ["Undertaking", "Practice restriction"]) {
      expect(within(item(done)).queryByRole("button")).toBeNull();
    }

    const table = screen.getByRole("table", { name: "History" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Effective dateWhat happenedRecorded byRecorded at",
      "01/05/2026Condition imposed – Supervision: Practises only under supervision." +
        "Shown on the public registerregistrar@example.org1 May 2026, 2:00 pm",
      "03/11/2014Registered in Dental Hygiene PracticeThe service6 Jan 2026, 9:30 am",
    ]);
  });

  it("imposes a condition: every box checked first, then the body sent YYYY-MM-DD", async () => {
    const { service, user } = await openRecord({
      [`POST ${deskPaths.conditions(PERSON)}`]: Response.json(history),
    });
    const impose = screen.getByRole("button", { name: "Impose the condition" });
    await user.click(impose);
    const summary = await screen.findByRole("alert");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Enter the condition's public wording.",
      "Enter the day the condition starts.",
      "Enter the decision that imposed the condition.",
    ]);
    expect(summary).toHaveFocus();

    const form = screen.getByRole("form", { name: "Impose a condition" });
    await user.selectOptions(
      within(form).getByLabelText("Type of condition"),
      "Practice restriction",
    );
    await user.type(within(form).getByLabelText("Public wording"), "  No implant work.  ");
    await user.type(within(form).getByLabelText("Start date"), "1/6/2026");
    await user.type(within(form).getByLabelText("End date"), "31/05/2026");
    await user.type(within(form).getByLabelText("Decision"), "PCC 2026/20");
    await user.click(impose);
    expect(
      await screen.findByRole("link", { name: conditionRefusals.endsBeforeStart }),
    ).toBeVisible();

    await user.clear(within(form).getByLabelText("End date"));
    await user.type(within(form).getByLabelText("End date"), "31/05/2027");
    await user.click(impose);
    expect(await sentBody(service, `POST ${deskPaths.conditions(PERSON)}`)).toEqual({
      type: "Practice restriction",
      wording: "No implant work.",
      startsOn: "2026-06-01",
      endsOn: "2027-05-31",
      reviewOn: null,
      decision: "PCC 2026/20",
    });
    expect(await screen.findByText("The condition is imposed.")).toHaveFocus();
    await waitFor(() => expect(historyReads(service)).toBe(2));
    // A new form, empty, for the next one.
    const next = screen.getByRole("form", { name: "Impose a condition" });
    expect(within(next).getByLabelText("Public wording")).toHaveValue("");
  });

  it("varies a condition in force from its own terms, with a PUT", async () => {
    const { service, user } = await openRecord({
      [`PUT ${deskPaths.condition(PERSON, 7)}`]: Response.json(history),
    });
    await user.click(within(item("Supervision")).getByRole("button", { name: "Vary" }));
    const form = screen.getByRole("form", { name: "Vary this condition" });
    expect(within(form).getByRole("heading", { name: "Vary this condition" })).toHaveFocus();
    expect(within(form).getByLabelText("Start date")).toHaveValue("01/05/2026");
    expect(within(form).getByLabelText("Review date")).toHaveValue("01/11/2026");
    await user.clear(within(form).getByLabelText("Review date"));
    await user.click(within(form).getByRole("button", { name: "Save the new terms" }));
    expect(await sentBody(service, `PUT ${deskPaths.condition(PERSON, 7)}`)).toEqual({
      type: "Supervision",
      wording: supervision.wording,
      startsOn: "2026-05-01",
      endsOn: "2027-04-30",
      reviewOn: null,
      decision: "PCC 2026/14",
    });
    expect(await screen.findByText("The condition's new terms are saved.")).toHaveFocus();
    expect(screen.queryByRole("form", { name: "Vary this condition" })).toBeNull();
  });

  it("lifts a condition from today unless told otherwise, never before it starts", async () => {
    const { service, user } = await openRecord({
      [`POST ${deskPaths.liftCondition(PERSON, 7)}`]: Response.json(history),
    });
    await user.click(within(item("Supervision")).getByRole("button", { name: "Lift" }));
    const form = screen.getByRole("form", { name: "Lift this condition" });
    const day = within(form).getByLabelText("Lifted from");
    expect(day).toHaveValue(toDisplayDate(calendarDateAt(new Date(), DEFAULT_TIME_ZONE)));
    await user.clear(day);
    await user.type(day, "30/04/2026");
    await user.type(within(form).getByLabelText("Decision to lift"), "PCC 2026/31");
    const lift = within(form).getByRole("button", { name: "Lift the condition" });
    await user.click(lift);
    expect(
      await screen.findByRole("link", { name: conditionRefusals.liftBeforeStart }),
    ).toBeVisible();
    await user.clear(day);
    await user.type(day, "2/5/2026");
    await user.click(lift);
    expect(await sentBody(service, `POST ${deskPaths.liftCondition(PERSON, 7)}`)).toEqual({
      liftedOn: "2026-05-02",
      decision: "PCC 2026/31",
    });
    expect(await screen.findByText("The condition is lifted from 02/05/2026.")).toHaveFocus();
  });

  it("shows the service's refusal, and Cancel closes the form", async () => {
    const { user } = await openRecord({
      [`POST ${deskPaths.liftCondition(PERSON, 7)}`]: Response.json(
        { message: conditionRefusals.lifted },
        { status: 409 },
      ),
    });
    const lift = within(item("Supervision")).getByRole("button", { name: "Lift" });
    await user.click(lift);
    const form = screen.getByRole("form", { name: "Lift this condition" });
    await user.type(within(form).getByLabelText("Decision to lift"), "PCC 2026/31");
    await user.click(within(form).getByRole("button", { name: "Lift the condition" }));
    expect(await within(form).findByText(conditionRefusals.lifted)).toBeVisible();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Lift this condition" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Supervision" })).toHaveFocus();
  });
});
