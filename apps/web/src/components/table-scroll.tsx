import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

/**
 * A wide table's horizontal scroll. While the table is wider than its box, the box can be
 * focused and scrolled by keyboard, named like the table (WCAG 2.1.1; axe's
 * scrollable-region-focusable); while it fits, it is no tab stop at all.
 */
export function TableScroll({
  label,
  labelledBy,
  children,
}: {
  label?: string | undefined;
  /** The id of a visible heading that names the table, instead of `label`. */
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth);
    check();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const name = labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label };
  const scrollable = overflows ? { tabIndex: 0, role: "region", ...name } : {};
  return (
    <div ref={box} className="table-responsive" {...scrollable}>
      {children}
    </div>
  );
}
