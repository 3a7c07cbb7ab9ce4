// What other modules may use of the options module.
export { type OptionList, optionLists, optionsFor } from "./option-lists.ts";
export { shownOptions } from "./shown-options.ts";
