import type { ReactNode } from "react";
import { BannerFailures } from "../../lib/loading.tsx";
import { useErrorHandler } from "../messages/index.ts";

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

/**
 * Around the public register's route modules: a failed call is told as every portal call's
 * failure is, in the message banner (features/messages), so the screen shows only the control
 * that tries again.
 */
export function PublicRegisterFailures({ children }: { children: ReactNode }) {
  return <BannerFailures tell={useErrorHandler()}>{children}</BannerFailures>;
}
