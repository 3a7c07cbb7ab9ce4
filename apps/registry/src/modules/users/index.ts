// What other modules may use of the users module.
export {
  findUserByEmail,
  findUserById,
  insertUser,
  markPasswordResetPending,
  type NewUser,
  normaliseEmail,
  type UserRow,
  updatePasswordHash,
} from "./store.ts";
