import { deskMessages, deskPaths, staffMeSchema, timeouts } from "@portal/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeService } from "../../test/render-app.tsx";
import { answerIgnored, DeskApiError, deskCall } from "./desk-api.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("deskCall", () => {
  it("gives up with its own message when the service sends no headers within SPEC §9's time-out", async () => {
    vi.useFakeTimers();
    fakeService({ [`GET ${deskPaths.me}`]: new Promise<never>(() => undefined) });
    let settled: unknown;
    void deskCall(deskPaths.me, staffMeSchema).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(timeouts.defaultResponseMs - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(DeskApiError);
    expect(settled).toMatchObject({ status: 0, message: deskMessages.noAnswerInTime });
  });

  it("sends a body as JSON, same-origin (the cookie and the Origin header go with it)", async () => {
    const fetchMock = fakeService({
      [`PUT ${deskPaths.registerRecord("7")}`]: Response.json({ email: "a@b.nz", role: "admin" }),
    });
    await deskCall(deskPaths.registerRecord("7"), staffMeSchema, {
      method: "PUT",
      body: { status: "Current" },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("same-origin");
    const sent = new Request("http://desk.test/", init);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.headers.get("Accept")).toBe("application/json");
    expect(await sent.json()).toEqual({ status: "Current" });
  });

  it.each([
    [Response.json({ message: deskMessages.forbidden }, { status: 403 }), deskMessages.forbidden],
    [new Response("<p>Bad gateway</p>", { status: 502 }), deskMessages.answeredStatus(502)],
  ])("turns a refusal into the service's message, else its status (%#)", async (answer, text) => {
    fakeService({ [`POST ${deskPaths.signOut}`]: answer });
    const refused = deskCall(deskPaths.signOut, staffMeSchema, { method: "POST" });
    await expect(refused).rejects.toThrow(new DeskApiError(answer.status, text));
    await expect(refused).rejects.toMatchObject({ status: answer.status });
  });

  it.each([new Response(null, { status: 204 }), Response.json({ reference: "C-2026-000001" })])(
    "takes any answer, or none, as success when the answer is ignored (%#)",
    async (answer) => {
      fakeService({ [`POST ${deskPaths.signOut}`]: answer });
      await expect(
        deskCall(deskPaths.signOut, answerIgnored, { method: "POST" }),
      ).resolves.toBeUndefined();
    },
  );

  it("refuses no answer where the contract expects one", async () => {
    fakeService({ [`GET ${deskPaths.me}`]: new Response(null, { status: 204 }) });
    await expect(deskCall(deskPaths.me, staffMeSchema)).rejects.toThrow();
  });
});
