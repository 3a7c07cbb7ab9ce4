import {
  followMessages,
  followPaths,
  type PublicPractitionerPage,
  publicRegisterPaths,
} from "@portal/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const practitioner: PublicPractitionerPage = {
  registrationNumber: "80001",
  name: "Hēmi Pōmare",
  professions: ["Dentist"],
  scopes: [],
  practisingCertificate: null,
  firstRegisteredOn: "",
  conditions: [],
  history: [],
};

/** The practitioner's page, the service answering a follow request with `answer`. */
async function openPage(answer: Response) {
  const service = fakeService({
    [`GET ${publicRegisterPaths.practitioner("80001")}`]: Response.json(practitioner),
    [`POST ${followPaths.follow("80001")}`]: answer,
  });
  const { user } = await renderApp({ path: "/public-register/80001" });
  await screen.findByRole("heading", { name: "Hēmi Pōmare" });
  return { service, user };
}

describe("following a practitioner's record", () => {
  it("sends the address and shows the service's answer", async () => {
    const { service, user } = await openPage(
      Response.json({ message: followMessages.requested }, { status: 202 }),
    );
    const form = screen.getByRole("form", { name: "Follow changes to this record" });
    await user.type(screen.getByLabelText("Your e-mail address"), " kiri@example.test ");
    await user.click(screen.getByRole("button", { name: "Follow this record" }));
    expect(await screen.findByText(followMessages.requested)).toHaveAttribute("role", "status");
    const [, init] = service.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: "kiri@example.test" });
    expect(form).toBeVisible();
  });

  it("shows the service's refusal of an address", async () => {
    const { user } = await openPage(
      Response.json(
        { message: "Enter an e-mail address, like name@example.com." },
        { status: 400 },
      ),
    );
    await user.type(screen.getByLabelText("Your e-mail address"), "kiri");
    await user.click(screen.getByRole("button", { name: "Follow this record" }));
    expect(
      await screen.findByText(/Enter an e-mail address, like name@example.com./),
    ).toBeVisible();
    expect(screen.queryByText(followMessages.requested)).toBeNull();
  });

  it("unsubscribes from an e-mailed link's page only when its button is pressed", async () => {
    const token = "T".repeat(43);
    const service = fakeService({
      [`POST ${followPaths.unsubscribe}`]: Response.json({ message: followMessages.unsubscribed }),
    });
    const { user } = await renderApp({ path: `/public-register/follow/unsubscribe#${token}` });
    await screen.findByRole("heading", { name: "Stop following a record" });
    expect(service).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText(followMessages.unsubscribed)).toHaveAttribute("role", "status");
    expect(String(service.mock.calls[0]?.[0])).toBe(`${followPaths.unsubscribe}?token=${token}`);
  });
});
