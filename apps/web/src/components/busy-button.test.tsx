import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusyButton } from "./busy-button.tsx";

describe("BusyButton", () => {
  it("submits by default and shows its label while idle", () => {
    render(
      <BusyButton className="btn btn-primary" busy={false} busyText="Saving...">
        Save
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toBeEnabled();
    expect(button).toHaveClass("btn", "btn-primary");
  });

  it("is held, and says what it does, while busy", () => {
    render(
      <BusyButton type="button" busy busyText="Deleting...">
        Delete
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Deleting..." });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toBeDisabled();
  });
});
