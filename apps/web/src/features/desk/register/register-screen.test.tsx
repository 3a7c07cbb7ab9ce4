import { dateInputTexts, deskPaths } from "@portal/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const record = {
  personId: "51998",
  firstNames: "Mere",
  surname: "Tester",
  eligible: true,
  volunteer: false,
  practices: [
    {
      practice: "General Dental Practice",
      qualifications: "BDS",
      registrationDate: "2026-11-28",
      hpiNumber: "",
      status: "Registered",
    },
  ],
  certificate: { year: "2026/2027", period: "01/04/2026 - 31/03/2027", status: "Current" },
};

const registerOfOne = () =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
    [`GET ${deskPaths.registerRecord("51998")}`]: Response.json(record),
    [`PUT ${deskPaths.registerRecord("51998")}`]: Response.json(record),
    [`GET ${deskPaths.registerHistory("51998")}`]: Response.json({ conditions: [], events: [] }),
  });

/** Saves the record and answers the body of the PUT it sent. */
async function savedBody(
  app: Awaited<ReturnType<typeof renderApp>>,
  fetchMock: ReturnType<typeof registerOfOne>,
) {
  await app.user.click(screen.getByRole("button", { name: "Save the register record" }));
  const put = () => fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
  await waitFor(() => expect(put()).toBeDefined());
  return JSON.parse(String(put()![1]!.body));
}

describe("the desk's register record", () => {
  it("shows and takes a registration date as DD/MM/YYYY, and sends it YYYY-MM-DD", async () => {
    const fetchMock = registerOfOne();
    const app = await renderApp({ path: "/desk/register/51998" });
    const date = await screen.findByLabelText("Registration date");
    expect(date).toHaveValue("28/11/2026");
    expect(date).toHaveAccessibleDescription(dateInputTexts.hint);

    await app.user.clear(date);
    await app.user.type(date, "31/02/2026");
    await app.user.click(screen.getByRole("button", { name: "Save the register record" }));
    const message = dateInputTexts.notADate("Practice 1's registration date");
    expect(await screen.findByRole("link", { name: message })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await app.user.clear(date);
    await app.user.type(date, "1/4/2026");
    const body = await savedBody(app, fetchMock);
    expect(body.practices[0].registrationDate).toBe("2026-04-01");
    // The certificate was left as it was: the edit does not set it.
    expect(body.certificate).toBeUndefined();
  });

  it("shows the certificate of today and sends the one the registrar sets", async () => {
    const fetchMock = registerOfOne();
    const app = await renderApp({ path: "/desk/register/51998" });
    expect(
      await screen.findByText("Today: Current, 01/04/2026 - 31/03/2027 (2026/2027)."),
    ).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText("In force"), "Expired");
    expect((await savedBody(app, fetchMock)).certificate).toEqual({
      period: "01/04/2026 - 31/03/2027",
      status: "Expired",
    });
    // The save wrote history too: it is read again.
    const historyReads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === deskPaths.registerHistory("51998"));
    await waitFor(() => expect(historyReads()).toHaveLength(2));
    expect(
      screen.getByText("Nothing is recorded in this practitioner's history yet."),
    ).toBeVisible();
  });

  it("changes the names, and refuses to save one left empty", async () => {
    const fetchMock = registerOfOne();
    const app = await renderApp({ path: "/desk/register/51998" });
    const surname = await screen.findByLabelText("Surname");
    expect(surname).toHaveValue("Tester");
    await app.user.clear(surname);
    await app.user.click(screen.getByRole("button", { name: "Save the register record" }));
    expect(await screen.findByRole("link", { name: "Enter the surname" })).toBeInTheDocument();
    expect(surname).toHaveAccessibleDescription("Enter the surname");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await app.user.type(surname, " Tester-Ngata ");
    const body = await savedBody(app, fetchMock);
    expect(body).toMatchObject({ firstNames: "Mere", surname: "Tester-Ngata" });
  });
});
