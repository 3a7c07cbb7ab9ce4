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

/**
 * A component fetched when a page has its render type, before the page renders
 * (preloadFieldComponents), so a form page without it does not fetch it (DESIGN §5, form
 * route ≤ 150 KB): the rarer, larger ones (the address finder, file uploads, the country
 * lists, multiple choice).
 */
class LoadedWithPage {
  readonly load: () => Promise<FieldComponent>;
  constructor(load: () => Promise<FieldComponent>) {
    this.load = load;
  }
}

/**
 * The field registry (DESIGN §2): one component per render type, each in a file named as its
 * renderType under fields/ but for the text-like types, which share fields/text-like.tsx; the types nearly every form has ship with the form screen. Typed
 * as a full Record, so a type added to the contract does not compile until it has its
 * component here. Each component checks its value with the engine's rules for its type
 * (through validateFieldValue).
 */
const fieldComponents: Record<RenderType, FieldComponent | LoadedWithPage> = {
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
  address: new LoadedWithPage(async () => (await import("./fields/address.tsx")).AddressField),
  file_upload: new LoadedWithPage(
    async () => (await import("./fields/file_upload.tsx")).FileUploadField,
  ),
  select_multi: new LoadedWithPage(
    async () => (await import("./fields/select_multi.tsx")).SelectMultiField,
  ),
  country: new LoadedWithPage(async () => (await import("./fields/country.tsx")).CountryField),
  country_multi: new LoadedWithPage(
    async () => (await import("./fields/country_multi.tsx")).CountryMultiField,
  ),
};

const loadedComponents: Partial<Record<RenderType, FieldComponent>> = {};

function isKnownRenderType(renderType: string): renderType is RenderType {
  return Object.hasOwn(fieldComponents, renderType);
}

/** The render types of a page whose components are not loaded yet. */
function missingTypesOf(page: Page): RenderType[] {
  const missing = new Set<RenderType>();
  for (const section of page.sections)
    for (const group of section.fieldGroups)
      for (const { renderType } of group.fields) {
        if (!isKnownRenderType(renderType)) continue;
        if (fieldComponents[renderType] instanceof LoadedWithPage && !loadedComponents[renderType])
          missing.add(renderType);
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
      const source = fieldComponents[type];
      if (source instanceof LoadedWithPage) loadedComponents[type] = await source.load();
    }),
  );
}

/** The component of a render type; throws on a type the portal does not know. */
export function fieldComponentFor(renderType: string): FieldComponent {
  if (!isKnownRenderType(renderType)) {
    throw new Error(`Unknown render type "${renderType}"; known: ${renderTypes.join(", ")}`);
  }
  const source = fieldComponents[renderType];
  if (!(source instanceof LoadedWithPage)) return source;
  const loaded = loadedComponents[renderType];
  if (!loaded) throw new Error(`The component of "${renderType}" is not loaded yet`);
  return loaded;
}
