import type { Transport } from "./transport.ts";

/**
 * XMLHttpRequest, for the one thing fetch cannot do in a browser: report the upload of a
 * request body (a page save carrying files). It fails the way fetch does, so the error
 * handler of SPEC §8 reads both alike.
 */
export const xhrTransport: Transport = (url, init, events) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? "GET", url);
    xhr.withCredentials = init.credentials !== "omit";
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) events.uploadProgress(event.loaded, event.total);
    };
    xhr.onreadystatechange = () => {
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) events.headersReceived();
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader("Content-Type") ?? "",
        body: xhr.responseText,
      });
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.onabort = () => reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    // The client sends form bodies only; a URLSearchParams goes out form-encoded, as with fetch.
    const body = init.body ?? null;
    if (body !== null && !(body instanceof URLSearchParams)) {
      reject(new TypeError("Only form bodies are sent with upload progress"));
      return;
    }
    xhr.send(body);
  });
