import { type RenderType, renderTypes } from "@portal/contract";
import type { ComponentType } from "react";
import type { FieldProps } from "./field-props.ts";
import { AddressField } from "./fields/address.tsx";
import { CheckboxField } from "./fields/checkbox.tsx";
import { CountryField } from "./fields/country.tsx";
import { CountryMultiField } from "./fields/country_multi.tsx";
import { DateField } from "./fields/date.tsx";
import { EmailField } from "./fields/email.tsx";
import { FileUploadField } from "./fields/file_upload.tsx";
import { FloatField } from "./fields/float.tsx";
import { HiddenField } from "./fields/hidden.tsx";
import { HtmlDisplayField } from "./fields/html_display.tsx";
import { RadioField } from "./fields/radio.tsx";
import { SelectField } from "./fields/select.tsx";
import { SelectMultiField } from "./fields/select_multi.tsx";
import { TextField } from "./fields/text.tsx";
import { TextareaField } from "./fields/textarea.tsx";

/**
 * The field registry (DESIGN §2): one component per render type, each in a file named as its
 * renderType under fields/. Each checks its value with the engine's rules for that type
 * (`rulesFor(renderType)`, through validateFieldValue). Typed as a full Record, so a render
 * type added to the contract does not compile until it has a component here.
 */
export const fieldComponents: Readonly<Record<RenderType, ComponentType<FieldProps>>> = {
  text: TextField,
  address: AddressField,
  email: EmailField,
  float: FloatField,
  hidden: HiddenField,
  radio: RadioField,
  select: SelectField,
  select_multi: SelectMultiField,
  checkbox: CheckboxField,
  textarea: TextareaField,
  country: CountryField,
  country_multi: CountryMultiField,
  date: DateField,
  file_upload: FileUploadField,
  html_display: HtmlDisplayField,
};

/** The component of a render type; throws on a type the portal does not know. */
export function fieldComponentFor(renderType: string): ComponentType<FieldProps> {
  if (!(renderTypes as readonly string[]).includes(renderType)) {
    throw new Error(`Unknown render type "${renderType}"; known: ${renderTypes.join(", ")}`);
  }
  return fieldComponents[renderType as RenderType];
}
