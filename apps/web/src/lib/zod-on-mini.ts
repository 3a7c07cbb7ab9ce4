/**
 * The part of zod's classic API that @portal/contract uses, built on `zod/mini`. The portal's
 * build and its tests alias the module `zod` to this file (vite.config.ts, vitest.config.ts):
 * the contract stays one set of classic schemas, shared with the service as it is, while the
 * portal ships zod's small functional core (about 8 KB gzipped) instead of the classic API
 * (about 25 KB, which no bundler can tree-shake: every schema carries every method), keeping
 * the form route within DESIGN §5's 150 KB.
 *
 * Each schema made here is a real zod/mini schema (parse, safeParse and their errors are
 * zod's own) with the classic methods the contract chains attached; each returns a new schema
 * with the same methods. A method the contract starts to use and this file lacks fails the
 * moment the contract is imported, so the portal's tests show it at once
 * (zod-on-mini.test.ts also compares this with classic zod on the contract's own schemas).
 *
 * Descriptions only feed the service's OpenAPI document: `describe` keeps the schema as is,
 * and the portal's build leaves the calls and their texts out (without-descriptions.ts).
 */
export type { ClassicMethods, LiftedSchema } from "./zod-on-mini-methods.ts";

/**
 * The `z` namespace as the contract imports it (`import { z } from "zod"`): a module namespace,
 * not an object, so the bundler leaves out what no schema of a chunk calls (the ISO date formats
 * and discriminated unions only the desk's schemas use stay out of the portal's shell).
 */
export * as z from "./zod-on-mini-namespace.ts";
