// What other rooms of the desk use of the register's: a condition's boxes and their reading,
// for a case whose outcome imposes one.
export { ConditionFields } from "./condition-fields.tsx";
export { conditionBoxes, conditionTexts, readCondition } from "./condition-read.ts";
