// The register file's columns and the shape of its list cells (docs/decisions/050), shared by
// the import, which reads them, and the export, which writes them: what one writes the other
// must read back unchanged.

/** Columns a file may leave out altogether (every row then leaves them empty). */
const optional = [
  "certificate_year",
  "certificate_period",
  "conditions",
  "suburb",
  "city",
  "contact",
  "address",
  "territorial_authority",
  "dhb",
  "peer_volunteer",
] as const;

/** The columns of the register file, in the order the export writes them. */
export const registerColumns = [
  "registration_number",
  "first_names",
  "surname",
  "email",
  "scopes",
  ...optional,
] as const;
export type RegisterColumn = (typeof registerColumns)[number];

export const optionalColumns: ReadonlySet<RegisterColumn> = new Set(optional);

/** peer_volunteer's cells: offers to be a peer to those who have none, or does not. */
export const VOLUNTEERS = "yes";
export const DOES_NOT_VOLUNTEER = "no";

/** One row of the file by column, each cell trimmed; a missing optional column is "". */
export type RegisterRow = Record<RegisterColumn, string>;

/** What a condition brought in says of the decision that imposed it (the file has none). */
export const IMPORTED_DECISION = "Imported from the earlier register";

/**
 * The items of a list cell (`;` between items, `|` between an item's parts, `\` before either
 * or itself to mean the character): a qualification or a condition's wording may hold both.
 * Empty items (a trailing `;`) are none; each part is trimmed.
 */
export function splitList(cell: string): string[][] {
  const items: string[][] = [];
  let parts: string[] = [];
  let part = "";
  const endItem = () => {
    parts.push(part.trim());
    if (parts.length > 1 || parts[0] !== "") items.push(parts);
    parts = [];
    part = "";
  };
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === "\\" && i + 1 < cell.length) {
      part += cell[++i];
    } else if (char === "|") {
      parts.push(part.trim());
      part = "";
    } else if (char === ";") {
      endItem();
    } else {
      part += char;
    }
  }
  endItem();
  return items;
}

/** The list cell of these items, as splitList reads it; empty parts at an item's end left off. */
export function joinList(items: readonly (readonly string[])[]): string {
  return items
    .map((parts) => {
      const kept = [...parts];
      while (kept.length > 0 && kept.at(-1) === "") kept.pop();
      return kept.map((part) => part.replace(/[\\;|]/g, "\\$&")).join("|");
    })
    .join("; ");
}

/**
 * The cell as it was before the export's writer guarded it: a spreadsheet runs a cell that
 * starts with = + - @ (their full-width forms too, or a tab or carriage return) as a formula,
 * so the writer puts a quote before such a cell (http/csv.ts), which the import takes off again.
 */
export const unguarded = (cell: string) =>
  /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
