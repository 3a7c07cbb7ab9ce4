import { preloadableLazy } from "../../lib/preloadable-lazy.tsx";

/** The page form for other screens (registration, a concern), loaded on demand like the form screen. */
export const loadPageForm = () => import("./page/page-form.tsx");
export const LazyPageForm = preloadableLazy(async () => (await loadPageForm()).PageForm);
