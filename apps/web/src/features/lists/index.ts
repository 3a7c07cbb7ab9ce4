/** Route modules of the list screens (SPEC §2), each loaded on demand. */
export const lazySubTilesScreen = async () => ({
  Component: (await import("./sub-tiles-screen.tsx")).SubTilesScreen,
});
export const lazyListScreen = async () => ({
  Component: (await import("./list-screen.tsx")).ListScreen,
});
export const lazyCreateFormScreen = async () => ({
  Component: (await import("./create-form-screen.tsx")).CreateFormScreen,
});
export const lazyManageRelationshipScreen = async () => ({
  Component: (await import("./dedicated-lists.tsx")).ManageRelationshipScreen,
});
export const lazyManageOtherRelationshipsScreen = async () => ({
  Component: (await import("./dedicated-lists.tsx")).ManageOtherRelationshipsScreen,
});
export const lazyConfirmationFormsScreen = async () => ({
  Component: (await import("./dedicated-lists.tsx")).ConfirmationFormsScreen,
});
export const lazyAnnualDeclarationsScreen = async () => ({
  Component: (await import("./dedicated-lists.tsx")).AnnualDeclarationsScreen,
});
