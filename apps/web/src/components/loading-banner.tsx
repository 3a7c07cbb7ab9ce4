import { loadingTexts } from "@portal/contract";

export interface LoadingBannerProps {
  /** "Loading..." unless a screen says what it is waiting for (SPEC §2 loading screens). */
  text?: string;
  /** Bootstrap colour of the banner. */
  variant?: "info" | "light" | "secondary" | "warning";
  className?: string;
}

/** A spinner with a text, announced politely to screen readers. */
export function LoadingBanner({
  text = loadingTexts.default,
  variant = "light",
  className = "",
}: LoadingBannerProps) {
  return (
    <div
      role="status"
      className={`loading-banner alert alert-${variant} d-flex align-items-center gap-3 ${className}`}
    >
      <span className="spinner-border spinner-border-sm flex-shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
