import { deskPaths, validationMessages } from "@portal/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeCaptcha, withFakeCaptcha } from "../../../test/fake-captcha.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

vi.mock(
  "../../../components/captcha/captcha-renderer.ts",
  async () => (await import("../../../test/fake-captcha.ts")).fakeCaptchaSeam,
);

const altcha = withFakeCaptcha();

describe("the desk's sign-in captcha", () => {
  it("sends nothing without it, then sends its token once and draws a fresh one", async () => {
    const fetchMock = fakeService({
      [`POST ${deskPaths.signIn}`]: () =>
        Response.json({ message: "The e-mail or password is not right." }, { status: 401 }),
    });
    const app = await renderApp({ path: "/desk/sign-in", config: altcha });
    await app.user.type(await screen.findByLabelText("E-mail"), "registrar@example.org");
    await app.user.type(screen.getByLabelText("Password"), "a-long-password");
    await screen.findByRole("button", { name: "Solve captcha 1" });
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveTextContent(validationMessages.captchaMissing);
    const signIns = () => fetchMock.mock.calls.filter(([url]) => String(url) === deskPaths.signIn);
    expect(signIns()).toEqual([]);

    await app.user.click(screen.getByRole("button", { name: "Solve captcha 1" }));
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("button", { name: "Solve captcha 2" });
    expect(signIns()).toHaveLength(1);
    expect(JSON.parse(String(signIns()[0]?.[1]?.body))).toEqual({
      email: "registrar@example.org",
      password: "a-long-password",
      captchaToken: "token-1",
    });
    expect(fakeCaptcha.drawn.map((widget) => widget.removed)).toEqual([true, false]);
  });
});
