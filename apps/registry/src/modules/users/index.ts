// What other modules may use of the users module.
export {
  emailIs,
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
