export { configLoaded, configSlice, selectConfig } from "./config-slice.ts";
export { loadConfig } from "./load-config.ts";
export { useConfig } from "./use-config.ts";
