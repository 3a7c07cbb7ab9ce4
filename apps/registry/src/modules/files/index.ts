// What other modules may use of the files module.

export {
  contentDisposition,
  type Download,
  fileMessages,
  safeFileName,
  sendDownload,
  servedContentType,
} from "./service.ts";
export {
  findStoredFile,
  insertFile,
  listFilesOfForm,
  type NewFile,
  type StoredFile,
} from "./store.ts";
