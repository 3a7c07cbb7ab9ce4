import type { Section } from "@portal/contract";
import { memo, useId } from "react";
import { SafeHtml } from "../../../components/safe-html.tsx";
import { GroupView } from "./group-view.tsx";
import { usePageFormContext } from "./page-form-context.ts";

/** One section of a page: title (as a title bar when asked), sub-title, server HTML, groups. */
export const SectionView = memo(function SectionView({ section }: { section: Section }) {
  const headingId = useId();
  const { appLinkPrefix, breadcrumbs } = usePageFormContext();
  const title = section.title?.trim();
  return (
    <section
      className={`form-section card mb-4 ${section.cssClass ?? ""}`.trim()}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <div className={section.showTitleBar ? "card-header section-title-bar" : "card-body pb-0"}>
          <h3 id={headingId} className="h5 mb-0">
            {title}
          </h3>
          {section.subTitle && <p className="section-subtitle mb-0 mt-1">{section.subTitle}</p>}
        </div>
      )}
      <div className="card-body">
        {section.html && (
          <SafeHtml
            html={section.html}
            appLinkPrefix={appLinkPrefix}
            breadcrumbs={breadcrumbs}
            className="section-html"
          />
        )}
        {section.fieldGroups.map((group) => (
          <GroupView key={group.groupId} group={group} />
        ))}
      </div>
    </section>
  );
});

/** Every section of a page; memoised so a re-render of the form around it skips them all. */
export const PageSections = memo(function PageSections({
  sections,
}: {
  sections: readonly Section[];
}) {
  return (
    <>
      {sections.map((section, i) => (
        // Sections have no id of their own; their order is fixed for the page's lifetime.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SectionView key={i} section={section} />
      ))}
    </>
  );
});
