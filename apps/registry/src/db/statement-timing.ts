// How long each statement takes, told to whoever listens (the metrics module, through
// buildApp). Both clients report here: PGlite from the moment a statement has the one
// connection to its answer (the wait for it is the queue, counted apart), postgres.js from
// the call to the answer. Nobody listening costs one size check per statement.
export type StatementListener = (seconds: number) => void;

export class StatementTiming {
  readonly #listeners = new Set<StatementListener>();

  /** Hears every statement's duration in seconds until the returned function is called. */
  listen(listener: StatementListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get listening(): boolean {
    return this.#listeners.size > 0;
  }

  /** Runs one statement's work and reports how long it took, failed or not. */
  time<T>(work: () => Promise<T>): Promise<T> {
    if (this.#listeners.size === 0) return work();
    const startedAt = performance.now();
    return work().finally(() => this.report(startedAt));
  }

  /** A statement begun at `startedAt` (performance.now()) has been answered. */
  report(startedAt: number): void {
    const seconds = (performance.now() - startedAt) / 1000;
    for (const listener of this.#listeners) listener(seconds);
  }
}
