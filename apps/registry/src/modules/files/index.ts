// What other modules may use of the files module: its refusals, its store of uploads and a
// form's file downloaded at the desk.
// How any download is sent is shared HTTP, in http/downloads.ts.
export { downloadFormFile } from "./form-file-download.ts";
export { fileMessages } from "./service.ts";
export {
  findStoredFile,
  insertFile,
  listFilesOfForm,
  listFilesOfForms,
  type NewFile,
  type StoredFile,
} from "./store.ts";
