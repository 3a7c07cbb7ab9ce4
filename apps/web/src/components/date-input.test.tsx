import { dateInputTexts } from "@portal/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DateInput, readDay } from "./date-input.tsx";

describe("readDay", () => {
  it("reads a day typed D/M/YYYY or DD/MM/YYYY as YYYY-MM-DD, and an empty box as empty", () => {
    const typed = ["27/11/2026", "1/2/2026", " 29/02/2028 ", "", "   "];
    expect(typed.map(readDay)).toEqual(["2026-11-27", "2026-02-01", "2028-02-29", "", ""]);
  });

  it("refuses what is not a real day written DD/MM/YYYY, never rolling it over", () => {
    const typed = ["31/02/2026", "29/02/2027", "13/13/2026", "00/01/2026", "27/11/26"];
    const otherWays = ["11-27-2026", "27.11.2026", "tomorrow"];
    expect([...typed, ...otherWays].map(readDay)).toEqual(Array(8).fill(undefined));
  });
});

describe("DateInput", () => {
  it("is a text box described by its hint and its message, whatever the browser's language", () => {
    render(
      <DateInput
        id="from"
        label="Submitted from"
        value="31/02/2026"
        error="Submitted from must be a real date, like 27/11/2026"
        onChange={vi.fn()}
      />,
    );
    const box = screen.getByRole("textbox", { name: "Submitted from" });
    expect(box).toHaveAttribute("type", "text");
    expect(box).toHaveAttribute("inputmode", "numeric");
    expect(box).toHaveValue("31/02/2026");
    expect(box).toHaveAccessibleDescription(
      `${dateInputTexts.hint} Submitted from must be a real date, like 27/11/2026`,
    );
    expect(box).toBeInvalid();
  });
});
