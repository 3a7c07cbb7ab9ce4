import { type Loaded, useFailureSummary } from "../lib/loading.tsx";
import { LoadingBanner, type LoadingBannerProps } from "./loading-banner.tsx";

/**
 * Where a screen's data is not shown yet: the loading banner while the first answer comes, or
 * the failure (its text, where its part shows one here) with a control to load it again where
 * that may help.
 */
export function LoadStatus({
  of: loaded,
  variant,
}: {
  of: Loaded<unknown>;
  variant?: LoadingBannerProps["variant"];
}) {
  const summary = useFailureSummary();
  if (loaded.failure) {
    const { message } = loaded.failure;
    return (
      <div className="mb-4">
        {message && summary?.(message)}
        {loaded.failure.retry && (
          <button type="button" className="btn btn-outline-primary" onClick={loaded.reload}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (loaded.loading && loaded.data === undefined) return <LoadingBanner variant={variant} />;
  return null;
}
