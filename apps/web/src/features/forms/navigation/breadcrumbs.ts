import { BREADCRUMBS_MIN_SHOWN } from "@portal/contract";
import { type Breadcrumb, breadcrumbsOf } from "../../../components/safe-html.tsx";

/** Where the trail is kept for the tab's lifetime (SPEC §2 Form screen). */
export const BREADCRUMBS_STORAGE_KEY = "portal:breadcrumbs";

/** Labels shown shorter than the link text that created them (SPEC §2). */
const shortLabels: Record<string, string> = { "APC dental": "APC" };

export function crumbLabel(label: string): string {
  return shortLabels[label.trim()] ?? label;
}

export function readStoredBreadcrumbs(): Breadcrumb[] {
  try {
    const stored = sessionStorage.getItem(BREADCRUMBS_STORAGE_KEY);
    return stored ? breadcrumbsOf({ breadcrumbs: JSON.parse(stored) as unknown }) : [];
  } catch {
    return [];
  }
}

function store(trail: Breadcrumb[]): void {
  try {
    sessionStorage.setItem(BREADCRUMBS_STORAGE_KEY, JSON.stringify(trail));
  } catch {
    // Storage full or blocked: the trail still travels in the router state.
  }
}

/** The form a path opens (`/form/{type}/{id}`), without its page. */
export function formPathOf(path: string): string {
  const [type, id] = path.split("?")[0]!.split("/").filter(Boolean).slice(1, 3);
  return `/form/${type ?? ""}/${id ?? ""}`;
}

/**
 * The trail for a form: the one the link that opened it carried (then remembered in session
 * storage), else the remembered one if it ends at this form, else just this form. It always
 * ends with the current form, so a link in the form's HTML extends it (SPEC §1).
 */
export function breadcrumbTrail(routerState: unknown, current: Breadcrumb): Breadcrumb[] {
  const carried = breadcrumbsOf(routerState);
  const here = formPathOf(current.path);
  const endsHere = (trail: Breadcrumb[]) =>
    trail.length > 0 && formPathOf(trail.at(-1)!.path) === here;
  if (carried.length > 0 && endsHere(carried)) {
    store(carried);
    return carried;
  }
  const stored = readStoredBreadcrumbs();
  if (endsHere(stored)) return stored;
  const fresh = [...carried, current];
  store(fresh);
  return fresh;
}

/** SPEC §2/§9: the trail is shown from two crumbs on. */
export function shouldShowBreadcrumbs(trail: readonly Breadcrumb[]): boolean {
  return trail.length >= BREADCRUMBS_MIN_SHOWN;
}
