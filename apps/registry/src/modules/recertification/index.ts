// What other modules may use of recertification: the plugin app.ts registers, and the cycles'
// writes and list and the plan's desk the demo seed uses.
export { addCycle } from "./cycles.ts";
export { listCycles } from "./cycles-store.ts";
export { createPlanDesk } from "./plan.ts";
export { recertificationPlugin } from "./plugin.ts";
