// PDFs are made in child processes of their own, bounded (docs/decisions/023): no payload,
// however shaped, may cost the service more than a bounded share of its memory or time
// (DESIGN §5). Each process has a heap limit (--max-old-space-size: past it, V8 ends that
// process) and each job a wall-clock limit (past it, the process is killed). Processes, not
// worker threads: a thread's heap limit is a request Node makes of the thread, and a thread
// allocating fast enough makes V8 abort the whole service first (seen in CI). A stopped
// process is replaced by a fresh one for the next job. At most `processes` jobs run at once and
// `queue` more wait; past that a job is refused at once, so a burst of renders cannot pile up
// memory or waits. The child runs a .ts entry by Node's type stripping, as the PGlite thread does.
import { type ChildProcess, fork } from "node:child_process";

export interface PoolLimits {
  /** Processes, so jobs at once (the machines have 2 cores; the service needs one). */
  processes: number;
  /** Jobs waiting for a process, at most. */
  queue: number;
  /** Wall-clock time of one job in its process, in ms (a new process may take as long to start). */
  timeoutMs: number;
  /** Heap of one process (V8's old generation), in MiB. */
  heapMb: number;
}

export const defaultPoolLimits: PoolLimits = {
  processes: 1,
  queue: 8,
  timeoutMs: 20_000,
  heapMb: 512,
};

/** Why a job was not done; `failed`: the job threw, or its process ended by itself. */
export type RefusalReason = "busy" | "timedOut" | "outOfMemory" | "failed";

export class JobRefused extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, detail: string) {
    super(`PDF job refused (${reason}): ${detail}`);
    this.reason = reason;
  }
}

/** From a process: once `ready`, then one `answer` or `error` per job. */
type ChildMessage<Answer> = { ready: true } | { answer: Answer } | { error: string };

export interface WorkerPool<Job, Answer> {
  run(job: Job): Promise<Answer>;
  /** Jobs in a process now, and waiting. */
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

/** What V8 writes before it ends a process whose heap is full. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;
/** The end of a child's error output kept, to tell why it ended; the rest is passed on. */
const STDERR_KEPT = 4_096;

/** A child process, with the end of what it wrote to stderr. */
interface Child {
  process: ChildProcess;
  stderr: string;
  ready: boolean;
}

/** A pool of processes, each running the module at `script` (which calls serveJobs). */
export function createWorkerPool<Job, Answer>(
  script: URL,
  limits: Partial<PoolLimits> = {},
): WorkerPool<Job, Answer> {
  const all: PoolLimits = { ...defaultPoolLimits, ...limits };
  const idle: Child[] = [];
  const live = new Set<Child>();
  const waiting: Waiting<Job, Answer>[] = [];
  let running = 0;
  let closed = false;

  const start = (): Child => {
    const child: Child = {
      process: fork(script, {
        execArgv: ["--disable-warning=ExperimentalWarning", `--max-old-space-size=${all.heapMb}`],
        serialization: "advanced",
        stdio: ["ignore", "inherit", "pipe", "ipc"],
      }),
      stderr: "",
      ready: false,
    };
    live.add(child);
    child.process.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      child.stderr = (child.stderr + chunk.toString()).slice(-STDERR_KEPT);
    });
    // A job's own listeners report what happens during it; without one, an error event would
    // be thrown in the service. A process that ends is never used again.
    child.process.on("error", () => {});
    child.process.on("close", () => {
      live.delete(child);
      if (idle.includes(child)) idle.splice(idle.indexOf(child), 1);
    });
    return child;
  };

  /** Kept alive only while it has a job: an idle process does not hold the service open. */
  const hold = (child: Child, held: boolean) => {
    const method = held ? "ref" : "unref";
    child.process[method]();
    (child.process.channel as { ref(): void; unref(): void } | undefined)?.[method]();
  };

  /** One job in `child`; settles once, whatever the process does. */
  const runOn = (child: Child, item: Waiting<Job, Answer>) => {
    hold(child, true);
    const done = (error: JobRefused | undefined, answer?: Answer) => {
      clearTimeout(timer);
      child.process.off("message", onMessage).off("error", onError).off("close", onClose);
      running--;
      if (error) {
        // Whatever state the process is in, the next job gets a fresh one.
        child.process.kill("SIGKILL");
        item.reject(error);
      } else {
        hold(child, false);
        if (!closed) idle.push(child);
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
      child.process.send(item.job as object);
    };
    const onMessage = (message: ChildMessage<Answer>) => {
      if ("ready" in message) {
        child.ready = true;
        post();
      } else if ("answer" in message) {
        done(undefined, message.answer);
      } else {
        done(new JobRefused("failed", message.error));
      }
    };
    const onError = (error: Error) => done(new JobRefused("failed", error.message));
    // "close" comes after the process's stderr is read to its end, so the reason is in it.
    const onClose = (code: number | null, signal: NodeJS.Signals | null) =>
      done(
        OUT_OF_MEMORY.test(child.stderr)
          ? new JobRefused("outOfMemory", `over ${all.heapMb} MiB of heap`)
          : new JobRefused("failed", `process ended (${signal ?? code})`),
      );
    // The job's time starts when it is sent; a new process has as long again to start.
    let timer = setTimeout(
      () => done(new JobRefused("failed", `process not ready in ${all.timeoutMs} ms`)),
      all.timeoutMs,
    );
    child.process.on("message", onMessage).on("error", onError).on("close", onClose);
    if (child.ready) post();
  };

  const next = () => {
    while (!closed && running < all.processes && waiting.length > 0) {
      const item = waiting.shift()!;
      running++;
      runOn(idle.pop() ?? start(), item);
    }
  };

  return {
    run(job) {
      if (closed) return Promise.reject(new JobRefused("failed", "the pool is closed"));
      if (running + waiting.length >= all.processes + all.queue) {
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
      await Promise.all(
        [...live].map(
          (child) =>
            new Promise<void>((closedChild) => {
              if (child.process.exitCode !== null || child.process.signalCode !== null) {
                closedChild();
                return;
              }
              // Held, so the service waits for its end rather than exiting first.
              hold(child, true);
              child.process.once("close", () => closedChild());
              child.process.kill("SIGKILL");
            }),
        ),
      );
    },
  };
}

/**
 * In a pool's process: answers each job with `handle`'s result (an error message when it
 * throws), one job at a time, after saying it is ready. The process ends with its parent's
 * channel, so a service that dies leaves no renderer behind.
 */
export function serveJobs<Job, Answer>(handle: (job: Job) => Promise<Answer>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error("serveJobs runs in a child process with an IPC channel");
  process.on("disconnect", () => process.exit(0));
  process.on("message", async (job: Job) => {
    let message: ChildMessage<Answer>;
    try {
      message = { answer: await handle(job) };
    } catch (error) {
      message = { error: error instanceof Error ? error.message : String(error) };
    }
    send(message);
  });
  send({ ready: true } satisfies ChildMessage<Answer>);
}
