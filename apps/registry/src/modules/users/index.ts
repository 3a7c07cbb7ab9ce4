// What other modules may use of the users module.
export {
  findUserByEmail,
  findUserById,
  findUsersByIds,
  insertUser,
  markPasswordResetPending,
  type NewUser,
  normaliseEmail,
  type UserRow,
  updatePasswordHash,
} from "./store.ts";
