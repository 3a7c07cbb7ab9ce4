/**
 * The names a form definition may use for `fieldName` and `groupId`: an ASCII letter or
 * underscore, then letters, digits, underscores or hyphens; never starting with "__".
 *
 * Why so narrow:
 * - `.`, `[` and `]` are the separators of the flattened key `{groupId}[i].{fieldName}`
 *   (SPEC §7) and of the portal's form-library paths, so a name holding them could not be
 *   told apart from a row key;
 * - "__" is reserved for engine markers (`__deleted`) and keeps `__proto__` out of value maps;
 * - names are machine identifiers that also become HTML ids; non-ASCII letters would bring
 *   Unicode-normalisation look-alikes (two names that render the same but differ) for no gain.
 *
 * The registry service's definition schema uses this pattern so a bad name fails at boot.
 */
export const NAME_PATTERN = /^(?!__)[A-Za-z_][A-Za-z0-9_-]*$/;

export function isValidName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** The key of a field in a repeating row, on the wire and in error maps: `{groupId}[i].{fieldName}`. */
export function rowFieldKey(groupId: string, liveIndex: number, fieldName: string): string {
  return `${groupId}[${liveIndex}].${fieldName}`;
}

// At most 9 digits: row indexes stay far below 2^53 (no two keys collapse to one number) and a
// forged index cannot make the service allocate a huge array; without leading zeros so that
// "g[01].x" and "g[1].x" cannot both name one row.
const ROW_KEY_TAIL = /^\[(0|[1-9]\d{0,8})\]\.(.+)$/;

/**
 * Splits a row key back into its parts, for the group ids given. Anything that is not exactly
 * `{known groupId}[i].{valid fieldName}` is not a row key (undefined).
 */
export function parseRowFieldKey(
  key: string,
  groupIds: ReadonlySet<string>,
): { groupId: string; liveIndex: number; fieldName: string } | undefined {
  const bracket = key.indexOf("[");
  if (bracket < 1) return undefined;
  const groupId = key.slice(0, bracket);
  if (!groupIds.has(groupId)) return undefined;
  const match = ROW_KEY_TAIL.exec(key.slice(bracket));
  if (!match) return undefined;
  const fieldName = match[2]!;
  if (!isValidName(fieldName)) return undefined;
  return { groupId, liveIndex: Number(match[1]), fieldName };
}
