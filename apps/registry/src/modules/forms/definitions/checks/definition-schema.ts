// The shape of a form definition file (apps/registry/forms/*.yaml): the contract's Page,
// Section, Field group and Field schemas – the very shapes the portal receives – made strict
// (an unknown key is a typo, refused at start), without the answer-only keys (state, message,
// isUpdating …), plus what only the server reads: page names, page conditions and rules.
// forms/form-definition.schema.json is generated from this schema for editors.
import {
  expressionSchema,
  fieldGroupSchema,
  fieldSchema,
  pageSchema,
  paymentSchema,
  sectionSchema,
} from "@portal/contract";
import { NAME_PATTERN } from "@portal/forms";
import { z } from "zod";

const name = z.string().regex(NAME_PATTERN, { error: `Must match ${NAME_PATTERN}` });

export const definitionFieldSchema = fieldSchema
  .omit({
    state: true,
    message: true,
    isUpdating: true,
    shouldUpdate: true,
    hasManyFieldDetails: true,
    dependantFields: true,
  })
  .extend({
    fieldName: name,
    value: fieldSchema.shape.value.describe(
      "The value a new form starts with; for hidden and disabled fields, the only value",
    ),
  })
  .strict();

export const definitionGroupSchema = fieldGroupSchema
  .extend({ fields: z.array(definitionFieldSchema) })
  .strict();

export const definitionSectionSchema = sectionSchema
  .omit({ pageCode: true })
  .extend({ fieldGroups: z.array(definitionGroupSchema) })
  .strict();

const noAnswerExplanationSchema = z
  .strictObject({
    question: name.describe("A Yes(1)/No(17) field"),
    explanation: name.optional().describe("Text that explains a No answer"),
    attachment: name.optional().describe("A file_upload that may explain it instead"),
  })
  .refine((rule) => rule.explanation !== undefined || rule.attachment !== undefined, {
    error: "needs an explanation or an attachment field",
  })
  .describe(
    'A "No" (17) answer to the question needs its explanation or attachment; otherwise the ' +
      "page fails with 'Please provide an explanation or attachment for your \"No\" answer'",
  );

const numberRangeSchema = z
  .strictObject({
    field: name.describe("A number, integer or float field of the page"),
    min: z.number().describe("The least value it takes"),
    max: z.number().describe("The greatest value it takes"),
  })
  .refine((rule) => rule.min <= rule.max, { error: "min cannot be over max" })
  .describe("An answer to the field must lie from min to max, both included");

export const pageRulesSchema = z
  .strictObject({
    noAnswerExplanations: z.array(noAnswerExplanationSchema).optional(),
    numberRanges: z.array(numberRangeSchema).optional(),
  })
  .describe("Server rules checked on every save of the page, after the engine's validatePage");

export const pageConditionSchema = z
  .strictObject({
    page: name.describe("An earlier page"),
    fieldName: name.describe("An ordinary field of that page"),
    value: expressionSchema.element.shape.value,
  })
  .describe("Matches when the saved value of the field matches (the expressions' comparison)");

export const definitionPageSchema = pageSchema
  .omit({ state: true, sections: true })
  .extend({
    code: name,
    name: z.string().min(1).describe("The tab label"),
    sections: z.array(definitionSectionSchema),
    enabledWhen: z
      .array(pageConditionSchema)
      .min(1)
      .optional()
      .describe("The page is disabled unless one of these matches"),
    rules: pageRulesSchema.optional(),
    payment: paymentSchema
      .extend({
        amount: z
          .union([z.number().nonnegative(), z.literal("{round.fee}")])
          .describe('The amount, or "{round.fee}": the fee of the form\'s practising round'),
      })
      .optional(),
  })
  .strict();

export const accountRuleSchema = z
  .strictObject({
    page: name.describe("The page holding the fields below"),
    email: name,
    password: name.describe("Stored only as an argon2id hash, never sent back"),
    passwordConfirm: name.optional(),
    firstName: name.optional(),
    surname: name.optional(),
  })
  .describe("Completing the form creates the applicant's account from these fields");

const answerPath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*){0,2}$/, {
  error: "Must be page, page.field or page.group.field",
});

export const draftsRuleSchema = z
  .strictObject({
    earlierVersions: z
      .enum(["move", "finish"])
      .describe(
        "move: drafts started on earlier versions continue on this one; finish: they finish " +
          "on the version they were started on",
      ),
    renamed: z
      .record(answerPath, answerPath)
      .optional()
      .describe("Where an earlier version's page or question is asked now (two to one merges)"),
    removed: z
      .array(answerPath)
      .optional()
      .describe("Earlier questions no longer asked: a moved draft keeps their answers as history"),
  })
  .describe("What happens to drafts started on earlier versions of this form");

export const formDefinitionSchema = z
  .strictObject({
    $schema: z.string().optional(),
    code: z
      .string()
      .regex(/^[A-Z][A-Z0-9-]*$/, { error: "Must be upper case letters, digits and hyphens" })
      .describe("The form type code; the file is named after it in lower case"),
    name: z.string().min(1),
    description: z.string().optional(),
    pages: z.array(definitionPageSchema).min(1),
    account: accountRuleSchema.optional(),
    drafts: draftsRuleSchema.optional(),
    round: z
      .literal("practising")
      .optional()
      .describe(
        "Filed for a practising round: each form joins the round open when it is started and " +
          "reads {round.year}, {round.starts}, {round.ends}, {round.fee} and {round.yearCode} " +
          'in its texts (and a payment amount of "{round.fee}") from that round',
      ),
  })
  .describe("A server-defined form (forms as code)");

export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type DefinitionPage = FormDefinition["pages"][number];
export type DefinitionField = z.infer<typeof definitionFieldSchema>;
export type NoAnswerExplanation = z.infer<typeof noAnswerExplanationSchema>;
export type PageCondition = z.infer<typeof pageConditionSchema>;
export type AccountRule = z.infer<typeof accountRuleSchema>;

/** The JSON Schema of a definition file, for editors (yaml-language-server, VS Code). */
export function formDefinitionJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(formDefinitionSchema, { io: "input", unrepresentable: "any" });
}
