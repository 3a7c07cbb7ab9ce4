import { type ReactNode, useEffect, useRef } from "react";

/**
 * A desk screen's heading. It takes focus when the screen appears, so a screen reader starts
 * reading the new screen and the next Tab starts from its top (the desk's navigations are
 * client-side: the browser moves focus nowhere by itself).
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2 ref={heading} tabIndex={-1} className="h3 mb-3 desk-screen-heading">
      {children}
    </h2>
  );
}
