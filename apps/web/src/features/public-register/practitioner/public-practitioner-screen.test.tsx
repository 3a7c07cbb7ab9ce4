import {
  type PublicCondition,
  type PublicPractitionerPage,
  publicRegisterPaths,
} from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const supervision: PublicCondition = {
  type: "Supervision",
  wording: "Practises only under the supervision of a registered dental hygienist.",
  startsOn: "2026-05-01",
  endsOn: "2027-04-30",
  reviewOn: "2026-11-01",
};

const mere: PublicPractitionerPage = {
  registrationNumber: "31522",
  name: "Mere Parata",
  professions: ["Dental hygienist"],
  scopes: [
    {
      scope: "Dental Hygiene Practice",
      profession: "Dental hygienist",
      status: "Registered",
      registeredOn: "2014-11-03",
    },
  ],
  practisingCertificate: { status: "Current", period: "01/04/2026 - 31/03/2027" },
  firstRegisteredOn: "2014-11-03",
  conditions: [supervision, { ...supervision, type: "Undertaking", endsOn: null, reviewOn: null }],
  history: [
    {
      kind: "condition_imposed",
      effectiveOn: "2026-05-01",
      summary: "Condition imposed – Supervision: Practises only under supervision.",
    },
    { kind: "suspended", effectiveOn: "2019-02-11", summary: "Registration suspended" },
  ],
};

async function openPage(practitioner: PublicPractitionerPage) {
  fakeService({
    [`GET ${publicRegisterPaths.practitioner(practitioner.registrationNumber)}`]:
      Response.json(practitioner),
  });
  await renderApp({ path: `/public-register/${practitioner.registrationNumber}` });
  await screen.findByRole("heading", { name: practitioner.name });
}

describe("a practitioner's page of the public register", () => {
  it("shows the conditions on practice beside the certificate, and the public history", async () => {
    await openPage(mere);
    const details = screen.getByText("Conditions on practice").closest("dl");
    expect(details).toHaveTextContent(
      "Practising certificateCurrent, 01/04/2026 - 31/03/2027" +
        "Conditions on practiceSupervision" +
        "Practises only under the supervision of a registered dental hygienist." +
        "From 01/05/2026 until 30/04/2027; to be reviewed on 01/11/2026" +
        "UndertakingPractises only under the supervision of a registered dental hygienist." +
        "From 01/05/2026Date first registered03/11/2014",
    );
    const history = screen.getByRole("list", { name: "Register history" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "01/05/2026: Condition imposed – Supervision: Practises only under supervision.",
      "11/02/2019: Registration suspended",
    ]);
  });

  it("says None when no condition is in force, and that nothing is on record", async () => {
    await openPage({ ...mere, conditions: [], history: [] });
    expect(screen.getByText("Conditions on practice").nextElementSibling).toHaveTextContent(
      /^None$/,
    );
    const history = screen.getByRole("region", { name: "Register history" });
    expect(history).toHaveTextContent(
      "Register historyNo suspensions or conditions are on record.",
    );
  });

  it("says in a search result that conditions apply, only where they do", async () => {
    fakeService({
      [`GET ${publicRegisterPaths.search}`]: Response.json({
        totalItems: 2,
        page: 1,
        pageSize: 20,
        practitioners: [
          mere,
          { ...mere, registrationNumber: "31523", name: "Mere Pōtae", conditions: [] },
        ],
      }),
    });
    await renderApp({ path: "/public-register?q=mere" });
    const result = async (name: string) =>
      (await screen.findByRole("link", { name })).closest("li") as HTMLElement;
    expect(await result("Mere Parata")).toHaveTextContent(
      "Conditions on practiceConditions apply: see the practitioner's page",
    );
    expect(await result("Mere Pōtae")).not.toHaveTextContent("Conditions");
    expect(await result("Mere Parata")).not.toHaveTextContent(supervision.wording);
  });

  it("tells a failed load in the message banner, and loads again from Try again", async () => {
    let answers = 0;
    fakeService({
      [`GET ${publicRegisterPaths.practitioner(mere.registrationNumber)}`]: () =>
        ++answers === 1 ? new Response("", { status: 503 }) : Response.json(mere),
    });
    const app = await renderApp({ path: `/public-register/${mere.registrationNumber}` });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something has gone wrong");
    await app.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: mere.name })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers no Try again when the service says there is no such practitioner", async () => {
    fakeService({
      [`GET ${publicRegisterPaths.practitioner("99999")}`]: Response.json(
        { message: "No practitioner on the register has that registration number." },
        { status: 404 },
      ),
    });
    await renderApp({ path: "/public-register/99999" });
    expect(await screen.findByRole("alert")).toHaveTextContent("No practitioner on the register");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
