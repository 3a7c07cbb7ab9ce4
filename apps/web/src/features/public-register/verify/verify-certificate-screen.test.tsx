import { type CertificateVerification, publicCertificatePaths } from "@portal/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const genuine: CertificateVerification = {
  registrationNumber: "80001",
  name: "Hēmi Pōmare",
  year: "2026/2027",
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  standing: "current",
  conditions: [],
};

/** Opens /verify/{code} signed out, the service answering the code's check with `answer`. */
async function verify(code: string, answer: Response) {
  fakeService({ [`GET ${publicCertificatePaths.verify(code)}`]: answer });
  await renderApp({ path: publicCertificatePaths.page(code) });
  await screen.findByRole("heading", { name: "Check a practising certificate" });
}

describe("the verification page of a practising certificate", () => {
  it("says a current certificate is genuine, whose it is and its period", async () => {
    await verify("abc_DEF-123", Response.json(genuine));
    expect(
      await screen.findByText("This is a genuine practising certificate, and it is current today."),
    ).toHaveAttribute("role", "status");
    const details = screen.getByText("Hēmi Pōmare").closest("dl");
    expect(details).toHaveTextContent(
      "NameHēmi PōmareRegistration number80001Practising year2026/2027" +
        "Period1 April 2026 to 31 March 2027StatusCurrent until 31 March 2027",
    );
    expect(screen.queryByText("Conditions on practice")).toBeNull();
    expect(screen.getByRole("link", { name: "80001" })).toHaveAttribute(
      "href",
      "/public-register/80001",
    );
  });

  it("lists the conditions on the holder's practice in force today", async () => {
    await verify(
      "abc_DEF-123",
      Response.json({
        ...genuine,
        conditions: [
          {
            type: "Practice restriction",
            wording: "No implant work.",
            startsOn: "2026-06-01",
            endsOn: null,
            reviewOn: "2026-12-01",
          },
        ],
      }),
    );
    const details = (await screen.findByText("Hēmi Pōmare")).closest("dl");
    expect(details).toHaveTextContent(
      "StatusCurrent until 31 March 2027Conditions on practicePractice restriction" +
        "No implant work.From 01/06/2026; to be reviewed on 01/12/2026",
    );
  });

  it.each([
    ["superseded", "but it has been superseded: a later certificate has been issued"],
    ["expired", "This is a genuine practising certificate, but it has expired."],
    ["upcoming", "Its period has not begun yet."],
  ] as const)("says plainly when it is %s", async (standing, words) => {
    await verify("code-1", Response.json({ ...genuine, standing }));
    expect(await screen.findByText(words, { exact: false })).toHaveAttribute("role", "status");
  });

  it("says an unknown or altered code matches no certificate", async () => {
    await verify("altered", Response.json({ message: "We could not find" }, { status: 404 }));
    expect(
      await screen.findByText(
        "We could not find a practising certificate with this code. Check that the address is " +
          "exactly as printed on the certificate.",
      ),
    ).toHaveAttribute("role", "status");
    expect(screen.queryByText(/genuine/)).toBeNull();
    expect(screen.getByRole("link", { name: "Search the public register" })).toBeVisible();
  });
});
