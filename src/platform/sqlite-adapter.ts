import "server-only";
// Prisma's better-sqlite3 adapter with transactions that survive a failed COMMIT or ROLLBACK.
//
// The stock adapter runs a transaction on its one connection under a lock and releases the lock
// only when Prisma calls commit() or rollback() after sending COMMIT or ROLLBACK. When that
// statement itself fails (COMMIT refused because the disk is full, the file became read-only or a
// deferred constraint fails; ROLLBACK refused because SQLite already rolled the transaction back
// after SQLITE_FULL or an I/O error), Prisma gives up on the transaction without calling either,
// so the lock is never released and every later transaction waits forever; the connection may also
// stay inside the open transaction, silently absorbing later writes that are never committed.
// Here the transaction's end is handled whatever SQLite says: a failed COMMIT is rolled back
// (and reported), a ROLLBACK of a transaction SQLite already ended counts as done, and the lock is
// released exactly once. A transaction never starts inside a stray open one.
//
// The stock adapter also runs queries made outside a transaction straight on that one connection,
// so while another request's interactive transaction was open (awaiting between its statements)
// they became part of it: reads saw its uncommitted rows and writes were lost when it rolled back.
// Here they wait for the lock like a transaction does.
//
// A connection opened while the file could not be written (a read-only mount or file) stays
// read-only for good, even once the file is writable again: every write answered
// SQLITE_READONLY and the app stayed in its outage until a restart. After such an answer the next
// statement opens the file again (once no transaction is open), so writes work as soon as the file does.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from "@prisma/driver-adapter-utils";

type Connection = { inTransaction: boolean; exec(sql: string): unknown };
type StockAdapter = SqlDriverAdapter & { client: Connection };

/** A first-come lock: `acquire()` resolves with its release once every earlier holder released. */
function createLock() {
  let tail: Promise<void> = Promise.resolve();
  return {
    async acquire(): Promise<() => void> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => released);
      await previous;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release();
      };
    },
  };
}

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
const isEnd = (sql: string, word: "COMMIT" | "ROLLBACK") => sql.trim().toUpperCase() === word;

function rollbackQuietly(connection: Connection) {
  try {
    if (connection.inTransaction) connection.exec("ROLLBACK");
  } catch {
    // Nothing more to undo: SQLite ends the transaction itself when it cannot roll it back.
  }
}

/** Whether SQLite refused a write because the connection is read-only (SQLITE_READONLY and its extended codes). */
function isReadOnlyRefusal(error: unknown): boolean {
  for (
    let cause = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    cause = cause.cause as typeof cause, depth++
  ) {
    if (
      /SQLITE_READONLY|attempt to write a readonly database/.test(
        `${String(cause.message ?? "")} ${JSON.stringify(cause)}`,
      )
    )
      return true;
  }
  return false;
}

class RecoveringSqliteAdapter implements SqlDriverAdapter {
  readonly provider;
  readonly adapterName;
  #stock: StockAdapter;
  readonly #reconnect: () => Promise<StockAdapter>;
  #readOnly = false;
  readonly #lock = createLock();

  constructor(stock: StockAdapter, reconnect: () => Promise<StockAdapter>) {
    this.#stock = stock;
    this.#reconnect = reconnect;
    this.provider = stock.provider;
    this.adapterName = stock.adapterName;
  }

  queryRaw = (query: SqlQuery) => this.#exclusive(() => this.#stock.queryRaw(query));
  executeRaw = (query: SqlQuery) => this.#exclusive(() => this.#stock.executeRaw(query));
  executeScript = (script: string) => this.#exclusive(() => this.#stock.executeScript(script));
  dispose = () => this.#stock.dispose();

  /** Runs `work` when no transaction is open on the connection. */
  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.#lock.acquire();
    try {
      await this.#reopenIfReadOnly();
      return await this.#noting(work());
    } finally {
      release();
    }
  }

  /** Remembers a read-only refusal, so the next statement opens the file again. */
  async #noting<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isReadOnlyRefusal(error)) this.#readOnly = true;
      throw error;
    }
  }

  /** Under the lock: after a read-only refusal, a new connection (which is writable if the file is now). */
  async #reopenIfReadOnly(): Promise<void> {
    if (!this.#readOnly) return;
    const fresh = await this.#reconnect();
    const stale = this.#stock;
    this.#stock = fresh;
    this.#readOnly = false;
    await stale.dispose().catch(() => undefined);
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    // The stock adapter refuses other levels with Prisma's own error.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") return this.#stock.startTransaction(isolationLevel);
    const release = await this.#lock.acquire();
    let stock: StockAdapter;
    try {
      await this.#reopenIfReadOnly();
      stock = this.#stock;
      rollbackQuietly(stock.client);
      await stock.executeRaw(statement("BEGIN"));
    } catch (error) {
      release();
      throw error;
    }
    const noting = <T>(work: Promise<T>) => this.#noting(work);
    return {
      provider: this.provider,
      adapterName: this.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: (query) => noting(stock.queryRaw(query)),
      async executeRaw(query) {
        try {
          return await noting(stock.executeRaw(query));
        } catch (error) {
          if (isEnd(query.sql, "ROLLBACK") && !stock.client.inTransaction) {
            release();
            return 0;
          }
          if (isEnd(query.sql, "COMMIT") || isEnd(query.sql, "ROLLBACK")) {
            rollbackQuietly(stock.client);
            release();
          }
          throw error;
        }
      },
      commit: async () => release(),
      rollback: async () => release(),
    };
  }
}

/** The adapter factory db.ts uses for SQLite. */
export class RecoveringSqliteAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider = "sqlite";
  readonly adapterName: string;
  readonly #stock: PrismaBetterSQLite3;

  constructor(...options: ConstructorParameters<typeof PrismaBetterSQLite3>) {
    this.#stock = new PrismaBetterSQLite3(...options);
    this.adapterName = this.#stock.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    const connect = async () => (await this.#stock.connect()) as StockAdapter;
    return new RecoveringSqliteAdapter(await connect(), connect);
  }
}
