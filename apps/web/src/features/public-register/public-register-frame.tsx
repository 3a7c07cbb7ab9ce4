import type { ReactNode } from "react";

/** The heading and section every public register screen sits in. */
export function PublicRegisterFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="public-register-heading">
      <p className="text-body-secondary mb-1">Public register of oral health practitioners</p>
      <h2 id="public-register-heading" className="h3 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
