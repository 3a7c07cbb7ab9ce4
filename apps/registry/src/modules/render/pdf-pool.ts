// PDFs are made on threads of their own, bounded (docs/decisions/023): no payload,
// however shaped, may cost the service more than a bounded share of its memory or time
// (DESIGN §5). Each thread has a heap limit (resourceLimits: past it, V8 stops that thread,
// not the process) and each job a wall-clock limit (past it, the thread is terminated). A
// stopped thread is replaced by a fresh one for the next job. At most `threads` jobs run at
// once and `queue` more wait; past that a job is refused at once, so a burst of renders
// cannot pile up memory or waits. Started the way db/pglite-thread.ts starts its thread: a .ts
// entry run by Node's type stripping.
import { type MessagePort, parentPort, Worker } from "node:worker_threads";

export interface PoolLimits {
  /** Threads, so jobs at once (the machines have 2 cores; the service needs one). */
  threads: number;
  /** Jobs waiting for a thread, at most. */
  queue: number;
  /** Wall-clock time of one job on its thread, in ms (a new thread may take as long to start). */
  timeoutMs: number;
  /** Heap of one thread (V8's old generation), in MiB. */
  heapMb: number;
}

export const defaultPoolLimits: PoolLimits = {
  threads: 1,
  queue: 8,
  timeoutMs: 20_000,
  heapMb: 512,
};

/** Why a job was not done; `failed`: the job threw, or its thread stopped by itself. */
export type RefusalReason = "busy" | "timedOut" | "outOfMemory" | "failed";

export class JobRefused extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, detail: string) {
    super(`PDF job refused (${reason}): ${detail}`);
    this.reason = reason;
  }
}

/** From a thread: once `ready`, then one `answer` or `error` per job. */
type ThreadMessage<Answer> = { ready: true } | { answer: Answer } | { error: string };

export interface WorkerPool<Job, Answer> {
  run(job: Job): Promise<Answer>;
  /** Jobs on a thread now, and waiting. */
  readonly running: number;
  readonly waiting: number;
  readonly limits: PoolLimits;
  close(): Promise<void>;
}

interface Waiting<Job, Answer> {
  job: Job;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/** A pool of threads, each running the module at `script` (which calls serveJobs). */
export function createWorkerPool<Job, Answer>(
  script: URL,
  limits: Partial<PoolLimits> = {},
): WorkerPool<Job, Answer> {
  const all: PoolLimits = { ...defaultPoolLimits, ...limits };
  const idle: Worker[] = [];
  const live = new Set<Worker>();
  const waiting: Waiting<Job, Answer>[] = [];
  let running = 0;
  let closed = false;

  const start = () => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: all.heapMb },
    });
    live.add(worker);
    // A job's own listeners report what happens during it; without one, a thread's error
    // event would be thrown in the service's thread. A thread that stops is never used again.
    worker.on("error", () => {});
    worker.on("exit", () => {
      live.delete(worker);
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
    });
    return worker;
  };

  /** Threads that have said they are ready (once, after loading what they need). */
  const ready = new WeakSet<Worker>();

  /** One job on `worker`; settles once, whatever the thread does. */
  const runOn = (worker: Worker, item: Waiting<Job, Answer>) => {
    worker.ref();
    const done = (error: JobRefused | undefined, answer?: Answer) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      running--;
      if (error) {
        // Whatever state the thread is in, the next job gets a fresh one.
        void worker.terminate();
        item.reject(error);
      } else {
        // An idle thread does not hold the process open.
        worker.unref();
        if (!closed) idle.push(worker);
        item.resolve(answer as Answer);
      }
      next();
    };
    const post = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => done(new JobRefused("timedOut", `over ${all.timeoutMs} ms`)),
        all.timeoutMs,
      );
      worker.postMessage(item.job);
    };
    const onMessage = (message: ThreadMessage<Answer>) => {
      if ("ready" in message) {
        ready.add(worker);
        post();
      } else if ("answer" in message) {
        done(undefined, message.answer);
      } else {
        done(new JobRefused("failed", message.error));
      }
    };
    const onError = (error: Error & { code?: string }) =>
      done(
        new JobRefused(
          error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "outOfMemory" : "failed",
          error.message,
        ),
      );
    const onExit = (code: number) => done(new JobRefused("failed", `thread exited (${code})`));
    // The job's time starts when it is posted; a new thread has as long again to start.
    let timer = setTimeout(
      () => done(new JobRefused("failed", `thread not ready in ${all.timeoutMs} ms`)),
      all.timeoutMs,
    );
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    if (ready.has(worker)) post();
  };

  const next = () => {
    while (!closed && running < all.threads && waiting.length > 0) {
      const item = waiting.shift()!;
      running++;
      runOn(idle.pop() ?? start(), item);
    }
  };

  return {
    run(job) {
      if (closed) return Promise.reject(new JobRefused("failed", "the pool is closed"));
      if (running + waiting.length >= all.threads + all.queue) {
        return Promise.reject(new JobRefused("busy", `${running + waiting.length} jobs`));
      }
      return new Promise<Answer>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    limits: all,
    async close() {
      closed = true;
      for (const item of waiting.splice(0)) {
        item.reject(new JobRefused("failed", "the pool is closed"));
      }
      await Promise.all([...live].map((worker) => worker.terminate()));
    },
  };
}

/**
 * In a pool's thread: answers each job with `handle`'s result (an error message when it
 * throws), one job at a time, after saying it is ready.
 */
export function serveJobs<Job, Answer>(
  handle: (job: Job) => Promise<Answer>,
  transfer: (answer: Answer) => ArrayBuffer[] = () => [],
): void {
  const port: MessagePort | null = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  port.on("message", async (job: Job) => {
    let message: ThreadMessage<Answer>;
    try {
      const answer = await handle(job);
      port.postMessage({ answer } satisfies ThreadMessage<Answer>, transfer(answer));
      return;
    } catch (error) {
      message = { error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(message);
  });
  port.postMessage({ ready: true } satisfies ThreadMessage<Answer>);
}
