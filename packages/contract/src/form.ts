import { z } from "zod";

/** Render types of SPEC §3. */
export const renderTypes = [
  "text",
  "address",
  "email",
  "float",
  "hidden",
  "radio",
  "select",
  "select_multi",
  "checkbox",
  "textarea",
  "country",
  "country_multi",
  "date",
  "file_upload",
  "html_display",
] as const;
export const renderTypeSchema = z.enum(renderTypes);
export type RenderType = z.infer<typeof renderTypeSchema>;

export const pageStates = ["enabled", "disabled", "visible", "done", "error"] as const;
export const pageStateSchema = z.enum(pageStates);
export type PageState = z.infer<typeof pageStateSchema>;

/** A JSON list of fieldName/value pairs (hide, show and disable expressions). */
export const expressionSchema = z.array(
  z.object({
    fieldName: z.string(),
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  }),
);
export type Expression = z.infer<typeof expressionSchema>;

export const optionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
});
export type Option = z.infer<typeof optionSchema>;

export const fieldDetailsSchema = z.object({
  options: z.array(optionSchema).optional(),
  endpoint: z.string().optional(),
  dependsOn: z.array(z.string()).optional(),
});
export type FieldDetails = z.infer<typeof fieldDetailsSchema>;

export const dependsOnSchema = z.object({
  fieldName: z.string(),
  fieldGroupName: z.string().optional(),
  isHasMany: z.boolean().optional(),
});

export const uploadedFileSchema = z.object({
  fileName: z.string().max(255),
  fileSize: z.number().int().nonnegative(),
  mimeType: z.string().max(255),
  base64: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A field value as it travels: text, number, boolean, a list (multi-select) or files. */
export const fieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number()])),
  z.array(uploadedFileSchema),
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

const perRow = <T extends z.ZodType>(s: T) => z.union([s, z.array(s)]);

export const fieldSchema = z
  .object({
    fieldName: z.string().min(1),
    label: z.string().optional(),
    placeholder: z.string().optional(),
    helpText: z.string().optional(),
    value: z.union([fieldValueSchema, z.array(fieldValueSchema)]).optional(),
    required: z.boolean().optional(),
    renderType: renderTypeSchema,
    disabled: z.boolean().optional(),
    state: perRow(z.string())
      .optional()
      .describe("'error' marks a server-side error; per row in repeating groups"),
    message: perRow(z.string()).optional(),
    fieldDetails: fieldDetailsSchema.optional(),
    hasManyFieldDetails: z.array(fieldDetailsSchema).optional(),
    isUpdating: z.boolean().optional(),
    shouldUpdate: z.boolean().optional(),
    dependsOn: z.array(dependsOnSchema).optional(),
    dependantFields: z.array(z.string()).optional(),
    endpoint: z.string().optional(),
    hideExpression: expressionSchema.optional(),
    showExpression: expressionSchema.optional(),
    disableExpression: expressionSchema.optional(),
    maxUploads: z.number().int().positive().optional(),
    maxSelected: z.number().int().positive().optional(),
    maxFileSize: z.number().int().positive().optional().describe("Bytes, total of all files"),
    displayIndent: z.boolean().optional(),
    fieldCssClass: z.string().optional(),
    html: z.string().optional().describe("Content of an html_display field"),
  })
  .describe("Field (SPEC §3)");
export type Field = z.infer<typeof fieldSchema>;

export const fieldGroupSchema = z.object({
  name: z.string().optional(),
  groupId: z.string().min(1),
  headerText: z.string().optional(),
  fields: z.array(fieldSchema),
  hasMany: z.boolean().optional(),
  minRows: z.number().int().nonnegative().optional(),
  maxRows: z.number().int().positive().optional(),
  addButtonText: z.string().optional(),
  hideExpression: expressionSchema.optional(),
  cssClass: z.string().optional(),
});
export type FieldGroup = z.infer<typeof fieldGroupSchema>;

export const sectionSchema = z.object({
  title: z.string().optional(),
  subTitle: z.string().optional(),
  showTitleBar: z.boolean().optional(),
  html: z.string().optional(),
  fieldGroups: z.array(fieldGroupSchema),
  pageCode: z.string().optional(),
  cssClass: z.string().optional(),
});
export type Section = z.infer<typeof sectionSchema>;

export const paymentSchema = z.object({
  amount: z.number().nonnegative(),
  transactionId: z.string(),
  details: z.record(z.string(), z.string()).default({}),
  nextPage: z.string(),
  nextPageError: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const pageSchema = z.object({
  code: z.string(),
  state: pageStateSchema.optional(),
  htmlObjects: z.array(z.string()).optional(),
  sections: z.array(sectionSchema),
  formEndPage: z.boolean().optional(),
  formProcessPage: z.boolean().optional(),
  formInvoicePage: z.boolean().optional(),
  payment: paymentSchema.optional(),
  buttonLabel: z.string().optional(),
  buttonSubmittingLabel: z.string().optional(),
});
export type Page = z.infer<typeof pageSchema>;

export const pageCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  pageState: pageStateSchema,
  pageDone: z.boolean().optional(),
});
export type PageCode = z.infer<typeof pageCodeSchema>;

/** A question a draft moved to a new version meets new or changed (`page` is its page code). */
export const versionChangeSchema = z.object({
  page: z.string(),
  pageName: z.string(),
  label: z.string(),
  change: z.enum(["new", "changed"]),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

/**
 * A draft moved to a new version of its form's definition (docs/decisions/037): the questions
 * it meets new or changed there. (No `describe`: its text would ship in the form route.)
 */
export const formChangesSchema = z.object({
  fromVersion: z.number(),
  questions: z.array(versionChangeSchema),
});
export type FormChanges = z.infer<typeof formChangesSchema>;

export const formSummarySchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  code: z.string(),
  formToken: z.string(),
  name: z.string(),
  pageCodes: z.array(pageCodeSchema),
  changes: formChangesSchema.optional(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

/** Form response of SPEC §3: answers apply, form, form_add and every page POST. */
export const formResponseSchema = z.object({
  form: formSummarySchema.optional(),
  page: pageSchema.optional(),
  message: z.string().optional(),
  messageType: z
    .string()
    .optional()
    .describe(
      "How the portal shows `message`: `warning` for a registrar's note on a form returned " +
        "for changes (docs/decisions/028); a success notice otherwise (SPEC §8)",
    ),
});
export type FormResponse = z.infer<typeof formResponseSchema>;

/** Edited-field record (SPEC §3), kept by the portal for dependent fields. */
export const editedFieldSchema = z.object({
  fieldName: z.string(),
  hasManyGroup: z.string().optional(),
  rowIndex: z.number().int().nonnegative().optional(),
  fieldDetails: fieldDetailsSchema.optional(),
  isDeleted: z.boolean().optional(),
});
export type EditedField = z.infer<typeof editedFieldSchema>;

/** Form page submit: one field `page` holding the JSON of the values. */
export const pageSubmitPayloadSchema = z.object({
  page: z.string().describe("JSON of the values"),
});

/**
 * The values inside a page submit's `page` JSON (SPEC §7): plain fields by fieldName and
 * repeating-group values flattened to `{groupId}[i].{fieldName}` keys.
 */
export const flatPageValuesSchema = z
  .record(z.string(), fieldValueSchema)
  .describe("fieldName or {groupId}[i].{fieldName} → value");
export type FlatPageValues = z.infer<typeof flatPageValuesSchema>;

/** Option list answered by a field's endpoint. */
export const optionListSchema = z.array(optionSchema);

/**
 * One suggestion of the New Zealand address search behind the `address` render type
 * (SPEC §5: NZ only; choosing one fills line1, line2, suburb, city, postcode and country NZ).
 */
export const addressSuggestionSchema = z.object({
  id: z.string().describe("The provider's id of the address"),
  label: z.string().describe("The full address as one line, shown in the suggestion list"),
  line1: z.string(),
  line2: z.string().optional(),
  suburb: z.string().optional(),
  city: z.string(),
  postcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionListSchema = z.array(addressSuggestionSchema);
