import { casePaths, deskMessages, deskPaths, type StaffMe } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeCaseFigures, staffOf, stagesAnswer } from "../../test/case-factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

const empty = { total: 0, page: 1, pageSize: 20, items: [] };
const emptyQueue = {
  ...empty,
  counts: { byStatus: { awaiting: 0, returned: 0, accepted: 0, declined: 0 }, byFormType: {} },
};

/** A desk whose service knows `staff` (or nobody) and answers the queue and the cases empty. */
const desk = (staff: StaffMe | null, more: Parameters<typeof fakeService>[0] = {}) =>
  fakeService({
    ...more,
    ...stagesAnswer(),
    [`GET ${deskPaths.me}`]: staff
      ? Response.json(staff)
      : Response.json({ message: deskMessages.signInRequired }, { status: 401 }),
    [`GET ${deskPaths.submissions}`]: Response.json(emptyQueue),
    [`GET ${casePaths.cases}`]: Response.json(empty),
    [`GET ${casePaths.figures}`]: Response.json(makeCaseFigures()),
  });

const navLinks = async () =>
  within(await screen.findByRole("navigation", { name: "Desk" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the desk for each role", () => {
  it("opens an investigator's desk on the cases, and shows them only the cases", async () => {
    desk(staffOf("investigator"));
    const app = await renderApp({ path: "/desk" });
    expect(await screen.findByRole("heading", { name: "Cases" })).toBeInTheDocument();
    expect(app.location()).toBe("/desk/cases");
    expect(await navLinks()).toEqual(["Cases"]);
  });

  it("shows a registrar the registry's desk and no cases, whose address refuses them", async () => {
    const fetchMock = desk(staffOf("registrar"));
    const app = await renderApp({ path: "/desk" });
    expect(await screen.findByRole("heading", { name: "Queue" })).toBeInTheDocument();
    expect(await navLinks()).toEqual(["Queue", "Recertification", "Peer relationships"]);

    await app.router.navigate("/desk/cases");
    expect(await screen.findByRole("alert")).toHaveTextContent(deskMessages.forbidden);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(casePaths.cases))).toBe(
      false,
    );
  });

  it("shows an admin every part of the desk, the cases included", async () => {
    desk(staffOf("admin"));
    await renderApp({ path: "/desk/cases" });
    expect(await screen.findByRole("heading", { name: "Cases" })).toBeInTheDocument();
    expect(await navLinks()).toEqual([
      "Queue",
      "Cases",
      "Renewal rounds",
      "Recertification",
      "Peer relationships",
      "Audit",
    ]);
  });

  it("keeps an investigator from the registry's screens", async () => {
    desk(staffOf("investigator"));
    await renderApp({ path: "/desk/submissions/7" });
    expect(await screen.findByRole("alert")).toHaveTextContent(deskMessages.forbidden);
  });

  it("lands an investigator on the cases once signed in", async () => {
    desk(null, {
      [`POST ${deskPaths.signIn}`]: Response.json({ next: "verify", message: "" }),
      [`POST ${deskPaths.verify}`]: Response.json(staffOf("investigator")),
    });
    const app = await renderApp({ path: "/desk/sign-in" });
    await app.user.type(await screen.findByLabelText("E-mail"), "investigator@example.org");
    await app.user.type(screen.getByLabelText("Password"), "a-long-password");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await app.user.type(await screen.findByLabelText("Code from your authenticator app"), "123456");
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Cases" })).toBeInTheDocument();
    expect(app.location()).toBe("/desk/cases");
  });
});
