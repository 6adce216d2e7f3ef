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
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { IsolationLevel, SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";

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

class RecoveringSqliteAdapter implements SqlDriverAdapter {
  readonly provider;
  readonly adapterName;
  readonly #stock: StockAdapter;
  readonly #lock = createLock();

  constructor(stock: StockAdapter) {
    this.#stock = stock;
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
      return await work();
    } finally {
      release();
    }
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    // The stock adapter refuses other levels with Prisma's own error.
    if (isolationLevel && isolationLevel !== "SERIALIZABLE") return this.#stock.startTransaction(isolationLevel);
    const stock = this.#stock;
    const release = await this.#lock.acquire();
    try {
      rollbackQuietly(stock.client);
      await stock.executeRaw(statement("BEGIN"));
    } catch (error) {
      release();
      throw error;
    }
    return {
      provider: this.provider,
      adapterName: this.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: (query) => stock.queryRaw(query),
      async executeRaw(query) {
        try {
          return await stock.executeRaw(query);
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
    return new RecoveringSqliteAdapter((await this.#stock.connect()) as StockAdapter);
  }
}
