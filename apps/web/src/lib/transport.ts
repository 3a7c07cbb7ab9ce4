// How a call of the http client goes out and comes back: by fetch, or by XMLHttpRequest when
// the upload's progress is wanted (xhr-transport.ts).

/** An answer the portal received in full; the error handler reads its body. */
export interface ReceivedResponse {
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

/** How many bytes of the request body have gone out, of how many. */
export type UploadProgressListener = (sent: number, total: number) => void;

/** What a transport tells the client while a call is under way. */
export interface TransportEvents {
  /** The status line and headers are in: the response time-out stops counting. */
  headersReceived(): void;
  uploadProgress: UploadProgressListener;
}

/** Sends one request and reads the whole answer; stops when `init.signal` aborts. */
export type Transport = (
  url: string,
  init: RequestInit,
  events: TransportEvents,
) => Promise<ReceivedResponse>;

/** fetch: the headers, then the whole body. */
export const fetchTransport: Transport = async (url, init, events) => {
  const response = await fetch(url, init);
  events.headersReceived();
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get("Content-Type") ?? "",
    body: await response.text(),
  };
};
