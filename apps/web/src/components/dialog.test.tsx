import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog.tsx";

describe("Dialog", () => {
  it("is a dialog named by its h2 title, with its body and footer", async () => {
    const onHide = vi.fn();
    render(
      <Dialog
        show
        onHide={onHide}
        titleId="t"
        title="Delete form"
        closeButton
        footer={<button type="button">Cancel</button>}
      >
        <p>Sure?</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete form" });
    expect(screen.getByRole("heading", { level: 2, name: "Delete form" })).toHaveClass("h5");
    expect(dialog).toHaveTextContent("Sure?");
    expect(dialog.querySelector(".modal-footer")).toContainElement(
      screen.getByRole("button", { name: "Cancel" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onHide).toHaveBeenCalled();
  });

  it("closes by its one button and the × when it only dismisses", async () => {
    const onHide = vi.fn();
    render(
      <Dialog show onHide={onHide} titleId="t" title="Files" dismiss="Close">
        <p>No files.</p>
      </Dialog>,
    );
    const buttons = screen.getAllByRole("button", { name: "Close" });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) await userEvent.click(button);
    expect(onHide).toHaveBeenCalledTimes(2);
  });

  it("has no close button unless asked", () => {
    render(
      <Dialog show onHide={vi.fn()} titleId="t" title="Signed out soon" footer={null}>
        <p>Soon.</p>
      </Dialog>,
    );
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("gives the focus back where it was on closing without scrolling the page to it", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const focus = vi.spyOn(opener, "focus");
    const dialog = (show: boolean) => (
      <Dialog show={show} onHide={vi.fn()} titleId="t" title="Signed out soon" animation={false}>
        <p>Soon.</p>
      </Dialog>
    );
    const { rerender } = render(dialog(true));
    rerender(dialog(false));
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
