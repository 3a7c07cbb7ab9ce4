/**
 * Reads a service answer tolerantly. The back office behind the portal's contract is an Odoo
 * system: it sends `false` for an empty value of any type, numbers as strings, and leaves
 * optional keys out. One such value must cost only its own field (or its row of a list), never
 * the whole screen, so each value the schema refuses is repaired and the answer parsed again:
 *
 * 1. a numeric string where a number is expected becomes the number (and a number where text
 *    is expected its text);
 * 2. a value inside an object is left out (an optional field is then empty);
 * 3. a value still refused (a required one) becomes the empty value of its type ("", [], false,
 *    {}); a required value the answer left out altogether is not made up;
 * 4. when that too fails, the nearest row of a list holding it is dropped.
 *
 * Each repair is warned about with its path (`tiles[3].dueDate`). Only answers are read this
 * way: the service still validates every request strictly.
 */

type Key = string | number;
type Container = Record<Key, unknown>;

/** What the reader needs of a zod issue; zod itself stays out of this module. */
interface Issue {
  code?: string;
  path?: readonly PropertyKey[];
  expected?: string;
  errors?: readonly (readonly Issue[])[];
}

/** Any schema with zod's `safeParse`. */
export interface ReadableSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type TolerantRead<T> = { success: true; data: T } | { success: false; error: unknown };

type Step = "coerce" | "omit" | "empty" | "drop";

/** Enough for the deepest repair (omit, then empty, then drop) of several nested levels. */
const MAX_ROUNDS = 12;

const emptyValues: Record<string, () => unknown> = {
  string: () => "",
  array: () => [],
  boolean: () => false,
  object: () => ({}),
  record: () => ({}),
};

const stepNotes: Record<Step, string> = {
  coerce: "read as its number or text",
  omit: "read as empty",
  empty: "read as empty",
  drop: "its row left out",
};

export function readTolerantly<T>(
  schema: ReadableSchema<T>,
  answer: unknown,
  source = "the service's answer",
  warn: (message: string) => void = console.warn,
): TolerantRead<T> {
  const first = schema.safeParse(answer);
  // Only a value inside an object or a list can be repaired; anything else is no answer at all.
  if (first.success || !isContainer(answer)) return first;
  // The caller's value stays as it came; repairs work on a copy (answers are JSON).
  const reading: Reading = {
    root: { answer: JSON.parse(JSON.stringify(answer)) as unknown },
    tried: new Map(),
    notes: new Map(),
    drops: [],
    dropped: new WeakMap(),
  };
  let parsed: TolerantRead<T> = first;
  for (let round = 0; round < MAX_ROUNDS && !parsed.success; round++) {
    const issues = issuesOf(parsed.error);
    if (issues.length === 0 || !issues.every((issue) => repair(reading, issue))) break;
    dropRows(reading);
    parsed = schema.safeParse(reading.root.answer);
  }
  if (!parsed.success) return first;
  for (const [path, note] of reading.notes)
    warn(`Unexpected value at ${path} in ${source}: ${note}`);
  return parsed;
}

interface Reading {
  root: { answer: unknown };
  /** The steps already taken at each path, so each round goes one step further. */
  tried: Map<string, Set<Step>>;
  /** What became of each repaired path, for the warnings. */
  notes: Map<string, string>;
  /** Rows to leave out after this round's other repairs, so no index shifts under them. */
  drops: { list: unknown[]; index: number; original: number; name: string }[];
  /** The answer's own indexes of the rows left out of each list, so paths keep naming them. */
  dropped: WeakMap<unknown[], number[]>;
}

function issuesOf(error: unknown): Issue[] {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : [];
}

/** Takes the next untried step at the issue's path; false when nothing is left to try. */
function repair(reading: Reading, issue: Issue): boolean {
  if (!issue.path?.length) return false;
  const path: Key[] = ["answer", ...issue.path.map(toKey)];
  const parent = valueAt(reading.root, path.slice(0, -1));
  if (!isContainer(parent)) return planDrop(reading, path);
  const key = path[path.length - 1] as Key;
  const name = originalName(reading, path);
  const done = reading.tried.get(name) ?? new Set<Step>();
  reading.tried.set(name, done);
  const value = parent[key];
  const inRow = Array.isArray(parent);
  const expected = expectedTypes(issue);
  const apply = (step: Step, change: () => void) => {
    done.add(step);
    change();
    if (!reading.notes.has(name)) reading.notes.set(name, stepNotes[step]);
    return true;
  };

  const coerced = coerce(value, expected);
  if (!done.has("coerce") && coerced !== undefined)
    return apply("coerce", () => {
      parent[key] = coerced;
    });
  if (!inRow && !done.has("omit") && value !== undefined)
    return apply("omit", () => {
      delete parent[key];
    });
  const empty = expected.map((type) => emptyValues[type]).find(Boolean);
  // Only a value the answer sent is read as empty: a required one it left out is not made up.
  if (!inRow && done.has("omit") && !done.has("empty") && empty)
    return apply("empty", () => {
      parent[key] = empty();
    });
  return planDrop(reading, path);
}

/** Marks the innermost list row on the path to be left out; false when it is in no list. */
function planDrop(reading: Reading, path: readonly Key[]): boolean {
  for (let at = path.length - 1; at > 0; at--) {
    const list = valueAt(reading.root, path.slice(0, at));
    const index = path[at];
    if (Array.isArray(list) && typeof index === "number") {
      const name = originalName(reading, path.slice(0, at + 1));
      const original = originalIndex(reading, list, index);
      // Several issues of one row may ask for its drop in the same round: it goes once.
      if (!reading.drops.some((drop) => drop.name === name))
        reading.drops.push({ list, index, original, name });
      return true;
    }
  }
  return false;
}

/** Leaves out the marked rows, the highest index of each list first. */
function dropRows(reading: Reading) {
  reading.drops.sort((a, b) => b.index - a.index);
  for (const { list, index, original, name } of reading.drops) {
    list.splice(index, 1);
    const dropped = reading.dropped.get(list) ?? [];
    reading.dropped.set(
      list,
      [...dropped, original].sort((a, b) => a - b),
    );
    // The row's own warning says it all: none for the values inside it.
    for (const inside of reading.notes.keys())
      if (inside.startsWith(`${name}.`) || inside.startsWith(`${name}[`))
        reading.notes.delete(inside);
    reading.notes.set(name, stepNotes.drop);
  }
  reading.drops = [];
}

/** A row's index in the answer as it came, before rows above it were left out. */
function originalIndex(reading: Reading, list: unknown[], index: number): number {
  let original = index;
  for (const dropped of reading.dropped.get(list) ?? []) if (dropped <= original) original++;
  return original;
}

/** The path's name in the answer as it came (`tiles[3].dueDate` even once tiles[2] is gone). */
function originalName(reading: Reading, path: readonly Key[]): string {
  let value: unknown = reading.root;
  const keys = path.map((key) => {
    const container = value;
    value = isContainer(container) ? container[key] : undefined;
    return Array.isArray(container) && typeof key === "number"
      ? originalIndex(reading, container, key)
      : key;
  });
  return pathName(keys);
}

function coerce(value: unknown, expected: readonly string[]): unknown {
  if (expected.includes("number") && typeof value === "string" && value.trim() !== "") {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  if (expected.includes("string") && typeof value === "number") return String(value);
  return undefined;
}

/** The types the schema wanted at the issue's own path (a union names each option's). */
function expectedTypes(issue: Issue): string[] {
  if (issue.code === "invalid_type" && issue.expected) return [issue.expected];
  if (issue.code !== "invalid_union") return [];
  return (issue.errors ?? []).flatMap((option) =>
    option.filter((inner) => !inner.path?.length).flatMap(expectedTypes),
  );
}

function valueAt(root: unknown, path: readonly Key[]): unknown {
  let value = root;
  for (const key of path) value = isContainer(value) ? value[key] : undefined;
  return value;
}

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

function toKey(key: PropertyKey): Key {
  return typeof key === "symbol" ? String(key) : key;
}

/** `tiles[3].dueDate`; keys that are not plain names in brackets (`matches[0]["Person ID"]`). */
function pathName(path: readonly Key[]): string {
  return path
    .slice(1)
    .map((key, i) => {
      if (typeof key === "number") return `[${key}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return i === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join("");
}
