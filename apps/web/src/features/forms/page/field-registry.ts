import { type Page, type RenderType, renderTypes } from "@portal/contract";
import type { ComponentType } from "react";
import type { FieldProps } from "./field-props.ts";
import { CheckboxField } from "./fields/checkbox.tsx";
import { DateField } from "./fields/date.tsx";
import { HiddenField } from "./fields/hidden.tsx";
import { HtmlDisplayField } from "./fields/html_display.tsx";
import { RadioField } from "./fields/radio.tsx";
import { SelectField } from "./fields/select.tsx";
import { TextLikeField } from "./fields/text-like.tsx";

type FieldComponent = ComponentType<FieldProps>;

/** The render types nearly every form has: shipped with the form screen. */
const shippedComponents = {
  text: TextLikeField,
  email: TextLikeField,
  float: TextLikeField,
  hidden: HiddenField,
  radio: RadioField,
  select: SelectField,
  checkbox: CheckboxField,
  textarea: TextLikeField,
  date: DateField,
  html_display: HtmlDisplayField,
} satisfies Partial<Record<RenderType, FieldComponent>>;

type LoadedRenderType = Exclude<RenderType, keyof typeof shippedComponents>;

/**
 * The rarer, larger ones (the address finder, file uploads, the country lists, multiple choice):
 * loaded when a page has one, before the page renders (preloadFieldComponents), so a form page
 * without them does not fetch them (DESIGN §5, form route ≤ 150 KB).
 */
const componentLoaders: Record<LoadedRenderType, () => Promise<FieldComponent>> = {
  address: async () => (await import("./fields/address.tsx")).AddressField,
  file_upload: async () => (await import("./fields/file_upload.tsx")).FileUploadField,
  select_multi: async () => (await import("./fields/select_multi.tsx")).SelectMultiField,
  country: async () => (await import("./fields/country.tsx")).CountryField,
  country_multi: async () => (await import("./fields/country_multi.tsx")).CountryMultiField,
};

const loadedComponents: Partial<Record<LoadedRenderType, FieldComponent>> = {};

const isShipped = (type: RenderType): type is keyof typeof shippedComponents =>
  Object.hasOwn(shippedComponents, type);

/** The render types of a page whose components are not loaded yet. */
function missingTypesOf(page: Page): LoadedRenderType[] {
  const missing = new Set<LoadedRenderType>();
  for (const section of page.sections)
    for (const group of section.fieldGroups)
      for (const { renderType } of group.fields) {
        const type = renderType as RenderType;
        if (isKnownRenderType(type) && !isShipped(type) && !loadedComponents[type])
          missing.add(type);
      }
  return [...missing];
}

/** True when every component the page needs can render now. */
export function fieldComponentsReady(page: Page): boolean {
  return missingTypesOf(page).length === 0;
}

/** Loads the components of the page's rarer render types (at once, in parallel). */
export async function preloadFieldComponents(page: Page): Promise<void> {
  await Promise.all(
    missingTypesOf(page).map(async (type) => {
      loadedComponents[type] = await componentLoaders[type]();
    }),
  );
}

function isKnownRenderType(renderType: string): renderType is RenderType {
  return (renderTypes as readonly string[]).includes(renderType);
}

/**
 * The field registry (DESIGN §2): one component per render type, each in a file named as its
 * renderType under fields/ but for the text-like types, which share fields/text-like.tsx. Each
 * checks its value with the engine's rules for that type (`rulesFor(renderType)`, through
 * validateFieldValue). The two tables above are typed to cover
 * every render type of the contract between them, so one added there does not compile until it
 * has a component. Throws on a type the portal does not know.
 */
export function fieldComponentFor(renderType: string): FieldComponent {
  if (!isKnownRenderType(renderType)) {
    throw new Error(`Unknown render type "${renderType}"; known: ${renderTypes.join(", ")}`);
  }
  if (isShipped(renderType)) return shippedComponents[renderType];
  const loaded = loadedComponents[renderType];
  if (!loaded) throw new Error(`The component of "${renderType}" is not loaded yet`);
  return loaded;
}
