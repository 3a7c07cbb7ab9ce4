// What other modules may use of the files module.

export {
  contentDisposition,
  type Download,
  fileMessages,
  safeFileName,
  sendDownload,
  servedContentType,
} from "./service.ts";
export { findFileOfOwner, insertFile, type NewFile, type StoredFile } from "./store.ts";
