// What other modules may use of recertification: the plugin app.ts registers.
export { recertificationPlugin } from "./plugin.ts";
