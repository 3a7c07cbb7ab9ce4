import type { StaffRoleName } from "@portal/contract";
/** Who acts at the desk: the guard's staff member as the review services see them. */
export interface StaffActor {
  staffId: number;
  role: StaffRoleName;
}
