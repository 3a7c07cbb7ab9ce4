import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary.tsx";

beforeEach(() => {
  document.title = "Registrar's desk";
});

describe("ErrorSummary", () => {
  it("heads its paragraphs 'There is a problem', takes focus and marks the title while shown", () => {
    const { unmount } = render(<ErrorSummary message="This submission is claimed." />);
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByText("This submission is claimed.")).toBeVisible();
    expect(within(summary).queryByRole("list")).toBeNull();
    expect(document.title).toBe("Error: Registrar's desk");
    unmount();
    expect(document.title).toBe("Registrar's desk");
  });

  it("links each field to its control, or to the first control of a group", async () => {
    render(
      <>
        <ErrorSummary
          message={["Submission Failed", "Check the answers below."]}
          fields={[
            { id: "reason", label: "Reason", message: "Give a reason" },
            { id: "choice", label: "Enter a choice" },
          ]}
        />
        <label>
          Reason <input id="reason" />
        </label>
        <fieldset id="choice">
          <legend>Choice</legend>
          <label>
            Yes <input type="radio" name="choice" />
          </label>
        </fieldset>
      </>,
    );
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveTextContent(
      /^There is a problemSubmission FailedCheck the answers below\./,
    );
    await userEvent.click(within(summary).getByRole("link", { name: "Reason – Give a reason" }));
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus();
    await userEvent.click(within(summary).getByRole("link", { name: "Enter a choice" }));
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
  });
});
