// What other modules may use of the options module.
export { type OptionList, optionLists, optionsFor, ownerOptionLists } from "./option-lists.ts";
export { shownOptions } from "./shown-options.ts";
