/** One step of the trail passed along in router state when an app link is followed. */
export interface Breadcrumb {
  label: string;
  path: string;
}

/** The breadcrumb trail in a location's router state, if it holds a valid one. */
export function breadcrumbsOf(state: unknown): Breadcrumb[] {
  if (!state || typeof state !== "object" || !("breadcrumbs" in state)) return [];
  const { breadcrumbs } = state;
  if (!Array.isArray(breadcrumbs)) return [];
  return breadcrumbs.filter(
    (b): b is Breadcrumb => typeof b?.label === "string" && typeof b?.path === "string",
  );
}
