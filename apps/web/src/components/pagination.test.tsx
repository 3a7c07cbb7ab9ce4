import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageItems } from "./pagination.tsx";

const shown = (current: number, count: number) =>
  pageItems(current, count).map((item) => ("page" in item ? item.page + 1 : "…"));

describe("pageItems", () => {
  it("shows every page when there are few", () => {
    expect(shown(0, 1)).toEqual([1]);
    expect(shown(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(shown(0, 0)).toEqual([]);
  });

  it("keeps a window of 10 around the current page, with the ends and ellipses", () => {
    expect(shown(0, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "…", 50]);
    expect(shown(24, 50)).toEqual([1, "…", 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, "…", 50]);
    expect(shown(49, 50)).toEqual([1, "…", 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(shown(5, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe("Pagination", () => {
  it("is a named navigation of buttons, marks the current page and moves by keyboard", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={30} onPageChange={onPageChange} />);
    const nav = screen.getByRole("navigation", { name: "Search result pages" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 30" })).toBeInTheDocument();

    const user = userEvent.setup();
    screen.getByRole("button", { name: /Next/ }).focus();
    await user.keyboard("{Enter}");
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    screen.getByRole("button", { name: /Previous/ }).focus();
    await user.keyboard(" ");
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("button", { name: "Page 7" }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it("disables previous on the first page and next on the last, and hides for one page", () => {
    const { rerender } = render(<Pagination page={0} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();
    rerender(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled();
    rerender(<Pagination page={0} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
