/**
 * The form engine: pure, deterministic rules shared by the portal (bundled by Vite) and the
 * registry service (run by Node). No DOM, no Node APIs, no I/O – values in, answers out.
 */
export { isValidDate, toDisplayDate, toStoredDate } from "./date-format.ts";
export { definitionProblems } from "./definition-problems.ts";
export {
  type Dependency,
  dependenciesOf,
  dependencyValues,
  optionsEndpointOf,
} from "./dependent-fields.ts";
// A save answer's field errors: the service's encoder and the portal's decoder.
export * from "./field-errors.ts";
export { isValidName, NAME_PATTERN, parseRowFieldKey, rowFieldKey } from "./field-names.ts";
export type { FieldRule } from "./field-rules.ts";
export {
  type ChosenFileDescription,
  describeChosenFile,
  formatFileSize,
  totalFileSize,
} from "./file-size.ts";
export {
  flattenGroupValues,
  repeatingGroupIds,
  unflattenGroupValues,
} from "./flatten-group-values.ts";
export { initialValuesFromPage, type QueryValues } from "./initial-values.ts";
export { applyNoAnswerRule, NO_ANSWER_VALUE } from "./no-answer-rule.ts";
export {
  isPageReachable,
  nextPageCode,
  type PageTab,
  pagesToRender,
  visibleTabs,
} from "./page-navigation.ts";
export {
  type FieldErrors,
  type GroupRow,
  isEmptyValue,
  type PageDefinition,
  type PageValues,
  readValue,
  rowsOf,
} from "./page-values.ts";
export {
  carriesValue,
  emptyValueFor,
  holdsDate,
  holdsFiles,
  isChoiceField,
  isPrinted,
  isServerSet,
  listsCountries,
  printedValue,
  type RenderTypeTable,
  type RenderTypeTraits,
  readPostedValue,
  renderTypeTraits,
  traitsOf,
  valueFieldsOf,
} from "./render-types.ts";
// Every row operation of a repeating group is part of the engine's API.
export * from "./repeating-groups.ts";
export { type OptionsOf, sectionsAsSeen } from "./sections-as-seen.ts";
export { type CountryOptions, type EndpointOptions, shownOptionsOf } from "./shown-options.ts";
export {
  isValidatedRenderType,
  joinMessages,
  validateFieldValue,
} from "./validate-field.ts";
export { validatePage } from "./validate-page.ts";
export { type ExpressionValue, valueMatches } from "./value-match.ts";
export {
  isFieldDisabled,
  isFieldHidden,
  isGroupHidden,
  someExpressionPairMatches,
} from "./visibility.ts";
export { type WireReading, wireLimits } from "./wire-values.ts";
