// argon2id is expensive on purpose: every sign-in, password change and registration spends
// ≈ 40 ms of a core and 19 MiB on it. Run as many at once as arrive and a sign-in storm (the
// weeks before the practising year ends) takes every core, and page loads and saves wait
// behind it. So hashes are admitted a few at a time – one core is always left for the rest –
// and wait their turn in a bounded queue; when it is full, or a hash has waited too long, the
// request is refused at once with 503 and Retry-After (SPEC §8's general message), which costs
// nothing and tells the client when to come back.
import { availableParallelism } from "node:os";
import { errorMessages } from "@portal/contract";
import { ClientError } from "../../http/client-error.ts";
import type { PasswordHasher } from "./password.ts";

export interface HashAdmissionLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused. */
  maxWaiting: number;
  /** A hash not started within this is refused (its client would rather retry). */
  maxWaitMs: number;
}

export function defaultHashAdmission(): HashAdmissionLimits {
  return {
    concurrency: Math.max(1, availableParallelism() - 1),
    maxWaiting: 200,
    maxWaitMs: 10_000,
  };
}

function busy(limits: HashAdmissionLimits): ClientError {
  return new ClientError(503, errorMessages.fallback, {
    headers: { "retry-after": String(Math.ceil(limits.maxWaitMs / 1000)) },
  });
}

interface Waiting {
  start(): void;
  timer: NodeJS.Timeout;
}

/** Runs work at most `concurrency` at a time, the rest in arrival order or refused. */
export function createAdmission(limits: HashAdmissionLimits) {
  let running = 0;
  const queue: Waiting[] = [];

  // A finished hash hands its turn straight to the next in line, so an arrival in between
  // cannot take it.
  function release() {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      running -= 1;
    }
  }

  function turn(): Promise<void> {
    if (running < limits.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (queue.length >= limits.maxWaiting) return Promise.reject(busy(limits));
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiting), 1);
          reject(busy(limits));
        }, limits.maxWaitMs),
      };
      queue.push(waiting);
    });
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Running and waiting now (the tests watch the queue through it). */
    load: () => ({ running, waiting: queue.length }),
  };
}

/** The same hasher, each hash and verification admitted by `limits`. */
export function admitHashes(hasher: PasswordHasher, limits: HashAdmissionLimits): PasswordHasher {
  const admission = createAdmission(limits);
  return {
    hash: (password) => admission.run(() => hasher.hash(password)),
    verify: (passwordHash, password) => admission.run(() => hasher.verify(passwordHash, password)),
    verifyDummy: (password) => admission.run(() => hasher.verifyDummy(password)),
  };
}
