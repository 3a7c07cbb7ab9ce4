import {
  apiPaths,
  CAPTCHA_RENDER_RETRY_MS,
  errorMessages,
  validationMessages,
} from "@portal/contract";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import CaptchaSlot from "../../../components/captcha/captcha-slot.tsx";
import { makeAuthResponse, makeConfig } from "../../../test/factories.ts";
import { fakeCaptcha, withFakeCaptcha } from "../../../test/fake-captcha.ts";
import { callsTo, fakeService, renderApp } from "../../../test/render-app.tsx";

vi.mock(
  "../../../components/captcha/captcha-renderer.ts",
  async () => (await import("../../../test/fake-captcha.ts")).fakeCaptchaSeam,
);

const altcha = withFakeCaptcha();

const loginFailedHtml = () =>
  new Response("<p>Login failed</p>", { status: 401, headers: { "Content-Type": "text/html" } });

async function fillIn(app: Awaited<ReturnType<typeof renderApp>>) {
  await app.user.type(await screen.findByLabelText("Email"), "aroha@example.org");
  await app.user.type(screen.getByLabelText("Password"), "correct horse");
}

const logins = (fetchMock: ReturnType<typeof fakeService>) =>
  callsTo(fetchMock, "POST", apiPaths.login);
const sentToken = (fetchMock: ReturnType<typeof fakeService>, call: number) =>
  new URLSearchParams(String(logins(fetchMock)[call]?.[1]?.body)).get("recaptchaToken");

describe("login captcha", () => {
  it("refuses to send a login without the captcha, with the alert of SPEC §5", async () => {
    const fetchMock = fakeService({ "POST /web_portal/api/v1/login": loginFailedHtml });
    const app = await renderApp({ path: "/login", config: altcha });
    await fillIn(app);
    await screen.findByRole("button", { name: "Solve captcha 1" });
    await app.user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(validationMessages.captchaMissing);
    expect(logins(fetchMock)).toEqual([]);
    // The form stays as it was, ready for the captcha.
    expect(screen.getByLabelText("Email")).toHaveValue("aroha@example.org");
    expect(screen.getByLabelText("Password")).toHaveValue("correct horse");
  });

  it("sends the token, then clears it and draws a new widget after a failed attempt", async () => {
    const fetchMock = fakeService({ "POST /web_portal/api/v1/login": loginFailedHtml });
    const app = await renderApp({ path: "/login", config: altcha });
    await fillIn(app);
    await app.user.click(await screen.findByRole("button", { name: "Solve captcha 1" }));
    await app.user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.loginFailed);
    expect(sentToken(fetchMock, 0)).toBe("token-1");
    // A fresh widget replaces the used one.
    expect(await screen.findByRole("button", { name: "Solve captcha 2" })).toBeInTheDocument();
    expect(fakeCaptcha.drawn.map((w) => w.removed)).toEqual([true, false]);

    // The used token is gone: trying again without solving the new widget sends nothing.
    await app.user.type(screen.getByLabelText("Password"), "again");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(validationMessages.captchaMissing);
    expect(logins(fetchMock)).toHaveLength(1);

    await app.user.click(screen.getByRole("button", { name: "Solve captcha 2" }));
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("button", { name: "Solve captcha 3" });
    expect(sentToken(fetchMock, 1)).toBe("token-2");
  });

  it("shows the service's captcha refusal and draws a new widget", async () => {
    fakeService({
      "POST /web_portal/api/v1/login": Response.json(
        { message: validationMessages.captchaMissing },
        { status: 400 },
      ),
    });
    const app = await renderApp({ path: "/login", config: altcha });
    await fillIn(app);
    await app.user.click(await screen.findByRole("button", { name: "Solve captcha 1" }));
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(validationMessages.captchaMissing);
    expect(await screen.findByRole("button", { name: "Solve captcha 2" })).toBeInTheDocument();
  });

  it("uses the token once on success too: the widget is removed", async () => {
    const fetchMock = fakeService({
      "POST /web_portal/api/v1/login": Response.json(makeAuthResponse()),
      "GET /web_portal/api/v1/user": Response.json(makeAuthResponse()),
    });
    const app = await renderApp({ path: "/login", config: altcha });
    await fillIn(app);
    await app.user.click(await screen.findByRole("button", { name: "Solve captcha 1" }));
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(app.location()).toBe("/"));
    expect(sentToken(fetchMock, 0)).toBe("token-1");
    expect(fakeCaptcha.drawn.every((w) => w.removed)).toBe(true);
  });

  it("shows no widget and asks for nothing when the captcha is off", async () => {
    const fetchMock = fakeService({ "POST /web_portal/api/v1/login": loginFailedHtml });
    const app = await renderApp({ path: "/login", config: makeConfig() });
    await fillIn(app);
    await app.user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(errorMessages.loginFailed);
    expect(fakeCaptcha.attempts).toBe(0);
    expect(sentToken(fetchMock, 0)).toBe("");
  });
});

describe("captcha slot", () => {
  it("tries to render every 500 ms until the widget is ready, then stops", async () => {
    vi.useFakeTimers();
    fakeCaptcha.notReadyFor = 3;
    const onToken = vi.fn();
    const view = render(
      <CaptchaSlot config={altcha.captcha} onToken={onToken} onExpired={() => undefined} />,
    );
    expect(fakeCaptcha.attempts).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_RETRY_MS - 1));
    expect(fakeCaptcha.attempts).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fakeCaptcha.attempts).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_RETRY_MS * 2));
    expect(fakeCaptcha.attempts).toBe(4);
    expect(screen.getByRole("button", { name: "Solve captcha 1" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_RETRY_MS * 10));
    expect(fakeCaptcha.attempts).toBe(4);

    screen.getByRole("button", { name: "Solve captcha 1" }).click();
    expect(onToken).toHaveBeenCalledWith("token-1");
    view.unmount();
    expect(fakeCaptcha.drawn[0]?.removed).toBe(true);
  });

  it("stops retrying when it goes away before the widget is ready", async () => {
    vi.useFakeTimers();
    fakeCaptcha.notReadyFor = 100;
    const view = render(
      <CaptchaSlot config={altcha.captcha} onToken={() => undefined} onExpired={() => undefined} />,
    );
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_RETRY_MS));
    view.unmount();
    const attempts = fakeCaptcha.attempts;
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_RENDER_RETRY_MS * 4));
    expect(fakeCaptcha.attempts).toBe(attempts);
  });
});
