export * from "./client-state.ts";
export * from "./config.ts";
export * from "./constants.ts";
export * from "./form.ts";
export * from "./messages.ts";
export * from "./paths.ts";
export * from "./search.ts";
export * from "./user.ts";
