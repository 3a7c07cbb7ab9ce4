import {
  followMessages,
  followPaths,
  type PublicPractitionerPage,
  publicRegisterPaths,
  validationMessages,
} from "@portal/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withFakeCaptcha } from "../../../test/fake-captcha.ts";
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

vi.mock(
  "../../../components/captcha/captcha-renderer.ts",
  async () => (await import("../../../test/fake-captcha.ts")).fakeCaptchaSeam,
);

const altcha = withFakeCaptcha();

/** The practitioner's page, the service answering a follow request with `answer`. */
async function openPage(answer: Response, config?: typeof altcha) {
  const service = fakeService({
    [`GET ${publicRegisterPaths.practitioner("80001")}`]: Response.json(practitioner),
    [`POST ${followPaths.follow("80001")}`]: answer,
  });
  const { user } = await renderApp({
    path: "/public-register/80001",
    ...(config ? { config } : {}),
  });
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
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "kiri@example.test",
      captchaToken: "",
    });
    expect(form).toBeVisible();
  });

  it("sends nothing without the captcha, then its token once, and draws a fresh one", async () => {
    const { service, user } = await openPage(
      Response.json({ message: followMessages.requested }, { status: 202 }),
      altcha,
    );
    await user.type(screen.getByLabelText("Your e-mail address"), "kiri@example.test");
    await screen.findByRole("button", { name: "Solve captcha 1" });
    await user.click(screen.getByRole("button", { name: "Follow this record" }));
    expect(await screen.findByText(validationMessages.captchaMissing)).toBeVisible();
    const follows = () => service.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(follows()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Solve captcha 1" }));
    await user.click(screen.getByRole("button", { name: "Follow this record" }));
    expect(await screen.findByText(followMessages.requested)).toHaveAttribute("role", "status");
    await screen.findByRole("button", { name: "Solve captcha 2" });
    expect(follows().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { email: "kiri@example.test", captchaToken: "token-1" },
    ]);
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
