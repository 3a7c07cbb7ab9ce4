import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LabelledCheckbox } from "./labelled-checkbox.tsx";

describe("LabelledCheckbox", () => {
  it("labels the box and hands on whether it is ticked", async () => {
    const onChange = vi.fn();
    render(
      <LabelledCheckbox id="kept" label="I have kept them" checked={false} onChange={onChange} />,
    );
    const box = screen.getByRole("checkbox", { name: "I have kept them" });
    expect(box).not.toBeChecked();
    expect(box).toHaveClass("form-check-input");
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
