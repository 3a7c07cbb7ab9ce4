import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table.tsx";

const people = [
  { id: 1, name: "Mere", city: "Rotorua" },
  { id: 2, name: "Tama", city: "Nelson" },
];

const table = (rows: typeof people) => (
  <DataTable
    caption="People"
    headers={["Name", "City"]}
    rows={rows}
    rowKey={(person) => person.id}
    emptyText="Nobody yet."
    cells={(person) => (
      <>
        <th scope="row">{person.name}</th>
        <td>{person.city}</td>
      </>
    )}
  />
);

describe("DataTable", () => {
  it("names the table, heads its columns and gives each row its cells", () => {
    render(table(people));
    const shown = screen.getByRole("table", { name: "People" });
    expect(
      within(shown)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "City"]);
    const row = within(shown).getByRole("row", { name: "Tama Nelson" });
    expect(within(row).getByRole("rowheader")).toHaveTextContent("Tama");
    expect(within(shown).getAllByRole("row")).toHaveLength(3);
  });

  it("says so in a sentence, with no table, when there are no rows", () => {
    render(table([]));
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Nobody yet.")).toBeInTheDocument();
  });
});
