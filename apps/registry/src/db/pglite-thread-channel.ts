// The service thread's end of the database thread (pglite-thread-worker.ts): starting it,
// sending it one request at a time and settling each answer, and failing every call alike once
// the thread is gone. It knows nothing of PostgreSQL; ThreadedPGlite (pglite-thread.ts) puts
// PGlite's protocol and locks over it.
import { Worker } from "node:worker_threads";
import { Mutex } from "@electric-sql/pglite";
import { roomFor } from "./bytes.ts";

/** How long a closed database thread is given to end by itself before it is terminated. */
const THREAD_EXIT_WAIT_MS = 5_000;

/** exec: a message of `length` bytes in the outbox (sent along when it was replaced). */
type Request =
  | { op: "exec"; length: number; syncToFs: boolean; outbox?: SharedArrayBuffer | undefined }
  | { op: "sync" | "close" | "dump" };
export type ThreadRequest = Request & { id: number };

/**
 * exec: an answer of `length` bytes in the inbox (sent along when the thread replaced it).
 * dump: the data directory as a tar, handed over (transferred). Id 0: the database is open.
 */
export type ThreadReply = {
  id: number;
  length?: number;
  inbox?: SharedArrayBuffer | undefined;
  dump?: ArrayBuffer;
  error?: string;
};

interface Call {
  resolve(answer: Uint8Array): void;
  reject(error: Error): void;
}

export class DatabaseThread {
  readonly #worker: Worker;
  readonly #calls = new Map<number, Call>();
  #nextId = 1;
  /** Why the thread is gone: every call from then on fails with it. */
  #stopped: Error | undefined;
  /** One message at a time in the two buffers below. */
  readonly #wire = new Mutex();
  /** This thread writes each message here; the database thread reads it. */
  #outbox = new SharedArrayBuffer(0);
  /** The database thread writes each answer here (it makes it, and a larger one if need be). */
  #inbox = new SharedArrayBuffer(0);

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Starts the thread and waits for its database to open: in `dataDir`, or in memory without
   * one; from `loadDataDir` (a tar of a dump) when given. `onFailure` hears of the thread
   * stopping other than by `stop()`.
   */
  static async start(
    dataDir: string | undefined,
    onFailure: (error: Error) => void,
    loadDataDir?: Uint8Array,
  ): Promise<DatabaseThread> {
    const worker = new Worker(new URL("./pglite-thread-worker.ts", import.meta.url), {
      workerData: { dataDir, loadDataDir },
    });
    const thread = new DatabaseThread(worker);
    const fail = (error: Error) => {
      if (thread.#stopped) return;
      thread.stop(error);
      onFailure(error);
    };
    worker.on("message", (reply: ThreadReply) => thread.#settle(reply));
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
    await new Promise<Uint8Array>((resolve, reject) => thread.#calls.set(0, { resolve, reject }));
    return thread;
  }

  /** Why the thread is gone, or undefined while it runs. */
  get stopped(): Error | undefined {
    return this.#stopped;
  }

  /** Copies the answer out of the inbox at once: the next message may reuse it. */
  #settle(reply: ThreadReply) {
    if (reply.inbox) this.#inbox = reply.inbox;
    const call = this.#calls.get(reply.id);
    this.#calls.delete(reply.id);
    // The thread holds the process open only while a call waits for it.
    if (this.#calls.size === 0) this.#worker.unref();
    if (reply.error !== undefined) call?.reject(new Error(reply.error));
    else if (reply.dump) call?.resolve(new Uint8Array(reply.dump));
    else call?.resolve(new Uint8Array(this.#inbox, 0, reply.length ?? 0).slice());
  }

  /** From now on every call fails with `error`, the waiting ones too. */
  stop(error: Error) {
    this.#stopped ??= error;
    for (const call of this.#calls.values()) call.reject(this.#stopped);
    this.#calls.clear();
  }

  call(request: Request): Promise<Uint8Array> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  /** A wire-protocol message through the outbox, and the answer's bytes. */
  exec(message: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
    return this.#wire.runExclusive(() => {
      let outbox: SharedArrayBuffer | undefined;
      if (message.length > this.#outbox.byteLength) {
        this.#outbox = outbox = new SharedArrayBuffer(roomFor(message.length));
      }
      new Uint8Array(this.#outbox, 0, message.length).set(message);
      return this.call({ op: "exec", length: message.length, syncToFs, outbox });
    });
  }

  /**
   * Closes the database and ends the thread; calls from then on fail with `error`. The thread,
   * its port closed, ends by itself: terminating it from outside while V8 may still be
   * compiling PGlite's WebAssembly in the background is what crashes a process (SIGSEGV), so
   * `terminate` is only the fallback for a thread that has not ended within a few seconds.
   */
  async close(error: Error) {
    if (this.#stopped) return;
    const ended = new Promise<void>((resolve) => this.#worker.once("exit", () => resolve()));
    await this.call({ op: "close" });
    this.stop(error);
    let fallback: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      fallback = setTimeout(resolve, THREAD_EXIT_WAIT_MS);
    });
    await Promise.race([ended, late]);
    clearTimeout(fallback);
    await this.#worker.terminate();
  }
}
