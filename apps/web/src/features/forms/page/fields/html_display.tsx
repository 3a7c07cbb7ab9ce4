import { SafeHtml } from "../../../../components/safe-html.tsx";
import type { FieldProps } from "../field-props.ts";
import { usePageFormContext } from "../page-form-context.ts";

/** render type `html_display`: server HTML, sanitised; it carries no value. */
export function HtmlDisplayField({ field }: FieldProps) {
  const { appLinkPrefix, breadcrumbs } = usePageFormContext();
  const html = field.html ?? field.label ?? "";
  return (
    <SafeHtml
      html={html}
      appLinkPrefix={appLinkPrefix}
      breadcrumbs={breadcrumbs}
      className="html-display"
    />
  );
}
