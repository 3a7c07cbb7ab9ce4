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
      apcStatus: "",
      apcPeriod: "",
    },
  ],
};

const registerOfOne = () =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
    [`GET ${deskPaths.registerRecord("51998")}`]: Response.json(record),
    [`PUT ${deskPaths.registerRecord("51998")}`]: Response.json(record),
  });

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
    await app.user.click(screen.getByRole("button", { name: "Save the register record" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")).toBeDefined(),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body)).practices[0].registrationDate).toBe("2026-04-01");
  });
});
