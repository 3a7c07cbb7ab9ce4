// What other modules may use of the files module.
export { findFileOfOwner, insertFile, type NewFile, type StoredFile } from "./store.ts";
