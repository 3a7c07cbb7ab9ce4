// Embedded PGlite on a thread of its own (docs/decisions/021). PGlite runs PostgreSQL in
// WebAssembly, synchronously: on the service's thread, every statement stops it from reading,
// checking and answering other requests while the statement runs. Here the database lives in
// a worker thread (pglite-thread-worker.ts) and this class stands for it on the service's
// thread: it is PGlite's own base class – query, exec, transaction, the type parsers, all as
// PGlite runs them – over the one primitive underneath, a wire-protocol message in and the
// answer's bytes out, which goes to that thread (pglite-thread-channel.ts).
//
// The locks stay on this side, as PGlite's own are: one for each stand-alone statement or
// whole transaction, one for each message (DESIGN §6, db/client.ts). So one message at a time
// is on its way to the thread, and nothing interleaves that did not before.
import {
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import { concat } from "./bytes.ts";
import { DatabaseThread } from "./pglite-thread-channel.ts";
import { StatementTiming } from "./statement-timing.ts";

type BackendMessage = ExecProtocolResult["messages"][number];
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

/** The members of PGlite's base class used here; the class itself is not exported. */
interface PGliteBase
  extends Pick<
    PGlite,
    "transaction" | "sql" | "describeQuery" | "parsers" | "serializers" | "_initArrayTypes"
  > {
  // Methods, not properties, so that the class below may override them.
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
}
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => PGliteBase;

/** Statements whose parameter types can be kept: reads and writes of rows, not DDL. */
const ROW_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
/** Statement texts whose parameter types are kept, at most (then all are forgotten). */
const KEPT_TEXTS = 1_000;

export class ThreadedPGlite extends BasePGlite {
  debug = 0 as const;
  readonly #thread: DatabaseThread;
  readonly #queryLock = new Mutex();
  readonly #transactionLock = new Mutex();
  /** Statement text → its parameters' type ids, as PostgreSQL described them. */
  readonly #paramTypes = new Map<string, number[]>();
  /** Each statement, from the moment it has the connection to its answer. */
  readonly statements = new StatementTiming();
  #queued = 0;

  private constructor(thread: DatabaseThread) {
    super();
    this.#thread = thread;
  }

  /**
   * Starts the thread and opens the database: in `dataDir`, or in memory without one; from
   * `loadDataDir` (a tar of dumpDataDir) when given, into a `dataDir` that holds no database.
   * `onFailure` hears of the thread stopping other than by `close()`.
   */
  static async create(
    dataDir: string | undefined,
    onFailure: (error: Error) => void = () => {},
    loadDataDir?: Uint8Array,
  ): Promise<ThreadedPGlite> {
    const client = new ThreadedPGlite(await DatabaseThread.start(dataDir, onFailure, loadDataDir));
    await client._initArrayTypes();
    return client;
  }

  /**
   * A stand-alone statement in one message. PGlite's own `query()` sends parse, describe,
   * bind, describe, execute and sync one by one (it needs the parameters' types, from the
   * first describe, to write them), then syncs: seven round trips to the thread, ≈ 1.3 ms for
   * a `select 1` against ≈ 0.2 ms on the service's own thread. Here a statement text is
   * described once, its parameter types kept, and every later run is one message; the rows,
   * parsers and errors are PGlite's. Statements in a transaction still go PGlite's way.
   */
  override async query<T>(
    query: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return super.query<T>(query, params, options);
    if (!ROW_STATEMENT.test(query)) {
      // DDL may change what a kept statement's parameters are.
      this.#paramTypes.clear();
      return super.query<T>(query, params, options);
    }
    const types = await this.#paramTypesOf(query);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const message = concat([
      serialize.parse({ text: query, types }),
      serialize.bind({ values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          const { messages } = await this.execProtocol(message, { onNotice: options?.onNotice });
          return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
        } catch (error) {
          // As PGlite's query(): the error says which statement failed, with what.
          throw Object.assign(error as object, { query, params, queryOptions: options });
        }
      }),
    );
  }

  /** PGlite's exec (simple protocol, any statements); it may be DDL, so kept types go. */
  override exec(query: string, options?: QueryOptions) {
    this.#paramTypes.clear();
    return super.exec(query, options);
  }

  async #paramTypesOf(query: string): Promise<number[]> {
    const kept = this.#paramTypes.get(query);
    if (kept) return kept;
    const { queryParams } = await this.describeQuery(query);
    const types = queryParams.map((p) => p.dataTypeID);
    if (this.#paramTypes.size >= KEPT_TEXTS) this.#paramTypes.clear();
    this.#paramTypes.set(query, types);
    return types;
  }

  execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    return this.#thread.exec(message, syncToFs);
  }

  /** As PGlite's: the answer's messages up to its first error, which is thrown. */
  async execProtocol(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const messages: BackendMessage[] = [];
    let failure: DatabaseError | undefined;
    new protocol.Parser().parse(data, (m) => {
      if (failure) return;
      if (m instanceof protocol.messages.DatabaseError) {
        if (throwOnError) failure = m;
      } else if (m instanceof protocol.messages.NoticeMessage) {
        onNotice?.(m);
      }
      messages.push(m);
    });
    if (failure) throw failure;
    return { messages, data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}) {
    return (await this.execProtocol(message, options)).messages;
  }

  async execProtocolRawStream(
    message: Uint8Array,
    options: ExecProtocolOptions & { onRawData: (data: Uint8Array) => void },
  ) {
    options.onRawData(await this.execProtocolRaw(message, options));
  }

  async syncToFs() {
    await this.#thread.call({ op: "sync" });
  }

  /**
   * The data directory as an uncompressed tar (PGlite's dumpDataDir, after a CHECKPOINT so the
   * table files hold every commit and the copy needs no WAL replay to be whole). Taken under
   * both locks, as close() is: between transactions, after every statement already answered –
   * so it holds every save acknowledged before it was asked for. Everything else waits
   * meanwhile; the caller compresses it afterwards, outside the locks.
   */
  async dumpDataDir(): Promise<Uint8Array> {
    return this.#transactionLock.runExclusive(() =>
      this.#queryLock.runExclusive(() => this.#thread.call({ op: "dump" })),
    );
  }

  /** Waits for the statement or transaction under way, closes the database, ends the thread. */
  async close() {
    await this.#transactionLock.runExclusive(() =>
      this.#queryLock.runExclusive(() => this.#thread.close(new Error("PGlite is closed"))),
    );
  }

  async _checkReady() {
    if (this.#thread.stopped) throw this.#thread.stopped;
  }

  /**
   * Stand-alone statements and transactions asked for and not yet answered: the one under way
   * and those waiting for the connection. A service whose queue keeps growing is asking more
   * of its one connection than it can give.
   */
  get queueDepth(): number {
    return this.#queued;
  }

  // Every statement passes here, stand-alone or in a transaction (PGlite's own and the ones
  // above), and only statements do: the seam to time them.
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(() => this.statements.time(fn));
  }

  // And every stand-alone statement or whole transaction passes here, waiting its turn.
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    this.#queued++;
    return this.#transactionLock.runExclusive(fn).finally(() => {
      this.#queued--;
    });
  }

  // COPY to and from files, and LISTEN: the service uses neither.
  async _handleBlob(blob?: Blob) {
    if (blob) throw new Error("COPY with a file is not available on the database thread");
  }
  async _getWrittenBlob() {
    return undefined;
  }
  async _cleanupBlob() {}
  async listen(): Promise<never> {
    throw new Error("LISTEN is not available on the database thread");
  }
}
