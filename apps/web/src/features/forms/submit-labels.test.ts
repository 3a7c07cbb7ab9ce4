import { describe, expect, it } from "vitest";
import { registrationSubmitLabels, submitLabels } from "./submit-labels.ts";

describe("submit labels", () => {
  it("are Save/Saving... by default", () => {
    expect(submitLabels({})).toEqual({ idle: "Save", busy: "Saving..." });
  });
  it("are Submit/Submitting... on a process page", () => {
    expect(submitLabels({ formProcessPage: true })).toEqual({
      idle: "Submit",
      busy: "Submitting...",
    });
  });
  it("are Pay now/Redirecting... on an invoice page", () => {
    expect(submitLabels({ formInvoicePage: true })).toEqual({
      idle: "Pay now",
      busy: "Redirecting...",
    });
  });
  it("follow the page's buttonLabel and buttonSubmittingLabel, each on its own", () => {
    expect(
      submitLabels({ formInvoicePage: true, buttonLabel: "Pay", buttonSubmittingLabel: "Wait" }),
    ).toEqual({ idle: "Pay", busy: "Wait" });
    expect(submitLabels({ formProcessPage: true, buttonLabel: "Send" })).toEqual({
      idle: "Send",
      busy: "Submitting...",
    });
  });
  it("are Submit/Saving... on the registration form", () => {
    expect(registrationSubmitLabels({})).toEqual({ idle: "Submit", busy: "Saving..." });
    expect(registrationSubmitLabels({ buttonLabel: "Submit application" }).idle).toBe(
      "Submit application",
    );
  });
});
