import type { Expression, Field, FieldGroup } from "@portal/contract";
import { type GroupRow, type PageValues, readValue } from "./page-values.ts";
import { valueMatches } from "./value-match.ts";

/**
 * True when at least one fieldName/value pair matches the current values. A pair naming a
 * field that does not exist reads as empty, so it never throws (a definition may reference a
 * field shown on another page).
 */
export function someExpressionPairMatches(
  expression: Expression,
  values: PageValues,
  row?: GroupRow,
): boolean {
  return expression.some((pair) =>
    valueMatches(readValue(pair.fieldName, values, row), pair.value),
  );
}

// An empty list is how definitions say "no expression"; read literally, an empty showExpression
// ("show only when some pair matches") would hide the field for ever.
function present(expression: Expression | undefined): expression is Expression {
  return expression !== undefined && expression.length > 0;
}

/**
 * SPEC §4: hidden when any pair of `hideExpression` matches, or when `showExpression` is given
 * and none of its pairs matches. Pass the row when the field sits in a repeating group.
 */
export function isFieldHidden(field: Field, values: PageValues, row?: GroupRow): boolean {
  if (
    present(field.hideExpression) &&
    someExpressionPairMatches(field.hideExpression, values, row)
  ) {
    return true;
  }
  if (present(field.showExpression)) {
    return !someExpressionPairMatches(field.showExpression, values, row);
  }
  return false;
}

/**
 * Disabled by the definition (`disabled`) or because a pair of `disableExpression` matches.
 * (The portal also disables a field while its options load; that is view state, not a rule.)
 */
export function isFieldDisabled(field: Field, values: PageValues, row?: GroupRow): boolean {
  if (field.disabled === true) return true;
  return (
    present(field.disableExpression) &&
    someExpressionPairMatches(field.disableExpression, values, row)
  );
}

/** A whole group hides when a pair of its `hideExpression` matches (read from page values). */
export function isGroupHidden(group: FieldGroup, values: PageValues): boolean {
  return present(group.hideExpression) && someExpressionPairMatches(group.hideExpression, values);
}
