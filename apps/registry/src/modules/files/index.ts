// What other modules may use of the files module: its refusals and its store of uploads.
// How any download is sent is shared HTTP, in http/downloads.ts.
export { fileMessages } from "./service.ts";
export {
  findStoredFile,
  insertFile,
  listFilesOfForm,
  type NewFile,
  type StoredFile,
} from "./store.ts";
