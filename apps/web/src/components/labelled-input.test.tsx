import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LabelledInput } from "./labelled-input.tsx";

describe("LabelledInput", () => {
  it("labels the box and hands on what is typed", async () => {
    const onChange = vi.fn();
    render(<LabelledInput id="email" label="Email" type="email" value="" onChange={onChange} />);
    const box = screen.getByLabelText("Email");
    expect(box).toHaveAttribute("type", "email");
    expect(box).toHaveClass("form-control");
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(box).not.toHaveAttribute("aria-describedby");
    await userEvent.type(box, "a");
    expect(onChange).toHaveBeenCalledWith("a");
  });

  it("marks the box invalid and described by its message", () => {
    render(<LabelledInput id="pw" label="Password" value="" error="Required" onChange={vi.fn()} />);
    const box = screen.getByLabelText("Password");
    expect(box).toHaveClass("form-control", "is-invalid");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Required");
  });

  it("renders a list with its options when asked for a select", () => {
    render(
      <LabelledInput as="select" id="city" label="City" value="b" onChange={vi.fn()}>
        <option value="a">A</option>
        <option value="b">B</option>
      </LabelledInput>,
    );
    const list = screen.getByRole("combobox", { name: "City" });
    expect(list).toHaveClass("form-select");
    expect(list).toHaveValue("b");
  });

  it("renders a box of several lines when asked for a textarea", async () => {
    const onChange = vi.fn();
    render(
      <LabelledInput as="textarea" id="note" label="Note" rows={3} value="" onChange={onChange} />,
    );
    const box = screen.getByRole("textbox", { name: "Note" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAttribute("rows", "3");
    expect(box).toHaveClass("form-control");
    await userEvent.type(box, "x");
    expect(onChange).toHaveBeenCalledWith("x");
  });
});
