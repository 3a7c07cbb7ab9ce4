import { routeModule } from "../../lib/route-module.ts";

/** Route modules of the list screens (SPEC §2), each loaded on demand. */
export const lazySubTilesScreen = routeModule(
  () => import("./sub-tiles-screen.tsx"),
  "SubTilesScreen",
);
export const lazyListScreen = routeModule(() => import("./list-screen.tsx"), "ListScreen");
export const lazyCreateFormScreen = routeModule(
  () => import("./create-form-screen.tsx"),
  "CreateFormScreen",
);
/** The four dedicated lists share one module. */
const dedicatedLists = () => import("./dedicated-lists.tsx");
export const lazyManageRelationshipScreen = routeModule(dedicatedLists, "ManageRelationshipScreen");
export const lazyManageOtherRelationshipsScreen = routeModule(
  dedicatedLists,
  "ManageOtherRelationshipsScreen",
);
export const lazyConfirmationFormsScreen = routeModule(dedicatedLists, "ConfirmationFormsScreen");
export const lazyAnnualDeclarationsScreen = routeModule(dedicatedLists, "AnnualDeclarationsScreen");
