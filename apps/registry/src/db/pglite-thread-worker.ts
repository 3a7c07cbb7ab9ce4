// The thread that owns the embedded database (its other end: db/pglite-thread-channel.ts): it
// opens PGlite and runs the protocol messages the service's thread sends, one at a time, in
// the order they came.
//
// A message and its answer pass through two shared buffers rather than inside postMessage: a
// statement of 50 page saves is ≈ 150 kB, and a fresh buffer for each one made this thread
// collect its heap every ≈ 1.2 s (5–6 ms pauses, during which every statement waits; measured).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { roomFor } from "./bytes.ts";
import type { ThreadReply, ThreadRequest } from "./pglite-thread-channel.ts";

const port = parentPort;
if (!port) throw new Error("pglite-thread-worker.ts runs as a worker thread");

const { dataDir, loadDataDir } = workerData as {
  dataDir: string | undefined;
  loadDataDir: Uint8Array | undefined;
};
// The peer search needs pg_trgm and unaccent (db/migrate.ts creates them). A restore starts
// from a dump's tar (PGlite refuses it over an existing database).
const pglite = await PGlite.create(dataDir, {
  extensions: { pg_trgm, unaccent },
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
});

let outbox = new SharedArrayBuffer(0);
let inbox = new SharedArrayBuffer(roomFor(0));

/** Runs one message; its answer goes to the inbox, replaced by a larger one if need be. */
async function exec(message: Uint8Array, syncToFs: boolean): Promise<Omit<ThreadReply, "id">> {
  let length = 0;
  let grown: SharedArrayBuffer | undefined;
  // Not execProtocolRaw: that also parses the answer, into a list only execProtocol empties.
  // Parsing is the service thread's work; here the bytes are only copied.
  await pglite.execProtocolRawStream(message, {
    syncToFs,
    onRawData: (chunk) => {
      if (length + chunk.length > inbox.byteLength) {
        const larger = new SharedArrayBuffer(roomFor(length + chunk.length));
        new Uint8Array(larger).set(new Uint8Array(inbox, 0, length));
        inbox = grown = larger;
      }
      new Uint8Array(inbox, length, chunk.length).set(chunk);
      length += chunk.length;
    },
  });
  return { length, inbox: grown };
}

async function run(request: ThreadRequest): Promise<Omit<ThreadReply, "id">> {
  switch (request.op) {
    case "exec":
      if (request.outbox) outbox = request.outbox;
      return exec(new Uint8Array(outbox, 0, request.length), request.syncToFs);
    case "sync":
      await pglite.syncToFs();
      return {};
    case "dump":
      // Table files that hold every commit: the copy is whole without replaying the WAL.
      await pglite.exec("CHECKPOINT");
      return { dump: await (await pglite.dumpDataDir("none")).arrayBuffer() };
    case "close":
      await pglite.close();
      return {};
  }
}

// PGlite runs one message at a time anyway; the chain keeps answers in the order of requests.
let queue: Promise<void> = Promise.resolve();
port.on("message", (request: ThreadRequest) => {
  queue = queue.then(async () => {
    let reply: ThreadReply;
    try {
      reply = { ...(await run(request)), id: request.id };
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    // A dump is handed over, not copied.
    port.postMessage(reply, reply.dump ? [reply.dump] : []);
    if (request.op === "close") port.close();
  });
});
port.postMessage({ id: 0, inbox } satisfies ThreadReply);
