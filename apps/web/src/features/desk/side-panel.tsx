import type { ReactNode } from "react";

/** A card of a desk screen, named by its heading (an h3 under the screen's h2). */
export function SidePanel({
  as: Element = "aside",
  name,
  heading,
  headingClass = "h5",
  children,
}: {
  /** A section in the reading order (a decision); an aside beside it by default. */
  as?: "aside" | "section";
  /** Its heading's id is `${name}-heading`. */
  name: string;
  heading: string;
  headingClass?: string;
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={`${name}-heading`} className="card mb-4">
      <div className="card-body">
        <h3 id={`${name}-heading`} className={headingClass}>
          {heading}
        </h3>
        {children}
      </div>
    </Element>
  );
}

/** A small list of the items, or a line saying there are none. */
export function ListOrNone<T>({
  items,
  none,
  last = false,
  children: item,
}: {
  items: readonly T[];
  none: string;
  /** The panel's last block: no margin under it. */
  last?: boolean;
  /** One item, as an `li` with its key. */
  children(item: T): ReactNode;
}) {
  const className = last ? "small mb-0" : "small";
  return items.length === 0 ? (
    <p className={className}>{none}</p>
  ) : (
    <ul className={className}>{items.map(item)}</ul>
  );
}

/** A download of one of a form's files, through the desk's own (audited) route for it. */
export function FileLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} download>
      {children}
    </a>
  );
}
