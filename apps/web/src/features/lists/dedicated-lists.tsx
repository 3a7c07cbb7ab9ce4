import { ListScreen } from "./list-screen.tsx";

/** The four dedicated list screens of SPEC §2, each at its exact path. */
export const ManageRelationshipScreen = () => (
  <ListScreen tileType="manage_relationship" kind="relationships" />
);
export const ManageOtherRelationshipsScreen = () => (
  <ListScreen tileType="manage_other_relationships" kind="relationships" />
);
export const ConfirmationFormsScreen = () => (
  <ListScreen tileType="view_confirmation_forms" kind="confirmations" />
);
export const AnnualDeclarationsScreen = () => (
  <ListScreen tileType="view_annual_declarations" kind="declarations" />
);
