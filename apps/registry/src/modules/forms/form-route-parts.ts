// What every route serving form pages shares, wherever it is mounted: the signed-in user's
// forms and the application (routes.ts), a concern (modules/concerns).
import { messageResponseSchema } from "@portal/contract";
import { z } from "zod";

/** Form POSTs carry files as base64: 25 MiB, where every other call keeps 1 MiB. */
export const FORM_POST_BODY_LIMIT = 25 * 1024 * 1024;

/** A form token or page code in a path. */
export const formSegment = z.string().min(1).max(200);
export const pageBody = z
  .looseObject({
    page: z
      .unknown()
      .optional()
      .describe(
        "JSON of the page's values (a string; a JSON body may also give the object): " +
          "fieldName → value, repeating groups as {groupId}[i].{fieldName}",
      ),
  })
  .nullable();
export const errorResponses = { 400: messageResponseSchema, 404: messageResponseSchema };
/**
 * Form answers are built by the service from definitions checked at start, so re-validating
 * every answer against the zod schema (the default serializer) only costs time – a lot of it
 * for a page of hundreds of fields. The schemas stay on the routes for the OpenAPI document,
 * and the tests parse every answer with the contract's schema.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
