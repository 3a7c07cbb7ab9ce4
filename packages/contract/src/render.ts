// The document render submit (SPEC §3, §7 render) with a bound on every part the PDF prints
//: a payload's cost to the service grows with these sizes, so each is capped well
// above what a form of this portal holds and answered with a message that names it. Parts the
// PDF never prints (help texts, expressions, html …) cost only their parsing, which the
// service's body limit bounds.
import { z } from "zod";
import {
  fieldDetailsSchema,
  fieldGroupSchema,
  fieldSchema,
  optionSchema,
  sectionSchema,
  uploadedFileSchema,
} from "./form.ts";

/** The most of each part of one render; the service checks the totals. */
export const renderLimits = {
  /** Sections (a page has a few; a 20-page form some dozens). */
  sections: 500,
  /** Field groups in one section. */
  groupsPerSection: 200,
  /** Fields in one group, and in the whole payload (checked by the service). */
  fields: 2_000,
  /** Characters of one section title, subtitle, group heading, field label or option name. */
  heading: 1_000,
  /** Characters of one value: the longest a form keeps (a textarea's 50,000). */
  value: 50_000,
  /**
   * Rows of a repeating group (SPEC §9 allows 999), options of a field, items of one
   * multi-select value (a form keeps 1,000): one limit, since a list of texts may be either.
   */
  listItems: 1_000,
  /** Files of one upload field. */
  files: 100,
  /** Characters of printed text in the whole payload (checked by the service). */
  printedText: 200_000,
  /** Bytes of the request body (the service's body limit). */
  bodyBytes: 5 * 1024 * 1024,
} as const;

const n = (value: number) => value.toLocaleString("en-NZ");
/** Every refusal of a render for its size starts so: the portal shows it as it is. */
export const RENDER_TOO_LARGE = "The form is too large to render:";
export const renderTooLarge = (what: string) => `${RENDER_TOO_LARGE} ${what}.`;

export const renderLimitMessages = {
  sections: renderTooLarge(`at most ${n(renderLimits.sections)} sections`),
  groups: renderTooLarge(`at most ${n(renderLimits.groupsPerSection)} groups in a section`),
  fields: renderTooLarge(`at most ${renderLimits.fields} fields`),
  heading: (what: string) =>
    renderTooLarge(`a ${what} may have at most ${n(renderLimits.heading)} characters`),
  value: renderTooLarge(`a value may have at most ${n(renderLimits.value)} characters`),
  listItems: renderTooLarge(
    `a field may have at most ${n(renderLimits.listItems)} rows, options or chosen items`,
  ),
  files: renderTooLarge(`a field may have at most ${n(renderLimits.files)} files`),
  printedText: renderTooLarge(`at most ${n(renderLimits.printedText)} characters of text`),
  bodyBytes: renderTooLarge(`at most ${renderLimits.bodyBytes / 1024 / 1024} MiB`),
} as const;

const heading = (what: string) =>
  z.string().max(renderLimits.heading, renderLimitMessages.heading(what));
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(renderLimits.listItems, renderLimitMessages.listItems);

const renderOptionSchema = optionSchema.extend({ name: heading("option name") });
const renderFieldDetailsSchema = fieldDetailsSchema.extend({
  options: list(renderOptionSchema).optional(),
});
/** One value as fieldValueSchema has it, each part bounded. */
const renderValueSchema = z.union([
  z.string().max(renderLimits.value, renderLimitMessages.value),
  z.number(),
  z.boolean(),
  z.null(),
  list(z.union([z.string().max(renderLimits.value, renderLimitMessages.value), z.number()])),
  z.array(uploadedFileSchema).max(renderLimits.files, renderLimitMessages.files),
]);

const renderFieldSchema = fieldSchema.extend({
  // Printed when the label is missing.
  fieldName: heading("field name").min(1),
  label: heading("field label").optional(),
  value: z
    .union([
      renderValueSchema,
      z.array(renderValueSchema).max(renderLimits.listItems, renderLimitMessages.listItems),
    ])
    .optional(),
  fieldDetails: renderFieldDetailsSchema.optional(),
  hasManyFieldDetails: z
    .array(renderFieldDetailsSchema)
    .max(renderLimits.listItems, renderLimitMessages.listItems)
    .optional(),
});
const renderGroupSchema = fieldGroupSchema.extend({
  headerText: heading("group heading").optional(),
  fields: z.array(renderFieldSchema).max(renderLimits.fields, renderLimitMessages.fields),
});
const renderSectionSchema = sectionSchema.extend({
  title: heading("section title").optional(),
  subTitle: heading("section subtitle").optional(),
  fieldGroups: z
    .array(renderGroupSchema)
    .max(renderLimits.groupsPerSection, renderLimitMessages.groups),
});

/** Document render submit (SPEC §3): sections, fileName, formId, sessionId. */
export const renderPayloadSchema = z.object({
  sections: z.array(renderSectionSchema).max(renderLimits.sections, renderLimitMessages.sections),
  fileName: z.string().max(255),
  formId: z.string().max(255),
  sessionId: z.string().max(255),
});
export type RenderPayload = z.infer<typeof renderPayloadSchema>;
