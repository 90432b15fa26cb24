import type { Database, Queryable } from '../db/client';
import type { Dialect } from './namedParams';

export type SourceType = Dialect;

export interface SourceConfig {
  dbType: SourceType;
  host: string;
  port: number;
  userName: string;
  password: string;
  databaseName: string;
}

/**
 * One connection to a data source, the built-in database included, with what the data areas need:
 * plain statements (placeholders in the source's own dialect), a transaction, and a read-only
 * transaction with a statement timeout for data interfaces.
 */
export interface Conn {
  dialect: Dialect;
  builtin: boolean;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** `fn` runs in a READ ONLY transaction whose statements stop after `timeoutMs`; nothing it does is kept. */
  readOnly<T>(timeoutMs: number, fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const CONNECT_TIMEOUT_MS = 5000;

/** Carries a read-only transaction's result out through its rollback. */
class RolledBack {
  constructor(readonly value: unknown) {}
}

/** The built-in database as a source (id '0'): its own pool or PGlite, never closed here. */
export function builtinConn(database: Database): Conn {
  return {
    dialect: 'postgresql',
    builtin: true,
    query: (sql, params) => database.query(sql, params),
    transaction: (fn) => database.transaction(fn),
    // Always rolled back, not committed: whatever a read-only transaction still lets through (a
    // large object made by lo_create on PostgreSQL 15) is undone with it.
    readOnly: async (timeoutMs, fn) => {
      try {
        // The timeout is the database's option, not SET LOCAL statement_timeout: PGlite ignores
        // that setting, and its thread is ended instead (server/db/pgliteHost.ts).
        await database.transaction(
          async (tx) => {
            await tx.query('SET TRANSACTION READ ONLY');
            throw new RolledBack(await fn(tx));
          },
          { statementTimeoutMs: timeoutMs },
        );
      } catch (err) {
        if (err instanceof RolledBack) return err.value as never;
        throw err;
      }
      throw new Error('unreachable');
    },
    close: async () => {},
  };
}

/** Opens one connection; throws the driver's error (connectError.ts words it) when it cannot. */
export async function connect(cfg: SourceConfig, timeoutMs = CONNECT_TIMEOUT_MS): Promise<Conn> {
  return cfg.dbType === 'mysql' ? connectMysql(cfg, timeoutMs) : connectPostgres(cfg, timeoutMs);
}

async function connectPostgres(cfg: SourceConfig, timeoutMs: number): Promise<Conn> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: cfg.host,
    port: cfg.port,
    user: cfg.userName,
    password: cfg.password,
    database: cfg.databaseName || undefined,
    connectionTimeoutMillis: timeoutMs,
    application_name: 'educloud-data',
  });
  // A source that goes away later must not crash the process through an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  const q: Queryable = { query: async (sql, params) => (await client.query(sql, params as unknown[])).rows };
  const inTx = async <T>(begin: string, fn: (q: Queryable) => Promise<T>, keep: boolean): Promise<T> => {
    await client.query(begin);
    try {
      const r = await fn(q);
      await client.query(keep ? 'COMMIT' : 'ROLLBACK');
      return r;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  };
  return {
    dialect: 'postgresql',
    builtin: false,
    query: q.query as Conn['query'],
    transaction: (fn) => inTx('BEGIN', fn, true),
    readOnly: (timeoutMs2, fn) =>
      inTx(
        'BEGIN READ ONLY',
        async (tx) => {
          await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs2))}`);
          return fn(tx);
        },
        false,
      ),
    close: () => client.end(),
  };
}

async function connectMysql(cfg: SourceConfig, timeoutMs: number): Promise<Conn> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection({
    host: cfg.host,
    port: cfg.port,
    user: cfg.userName,
    password: cfg.password,
    database: cfg.databaseName || undefined,
    connectTimeout: timeoutMs,
    // Dates and big numbers as the server wrote them: no time-zone shift, no lost digits.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
  });
  conn.on('error', () => {});
  const q: Queryable = {
    query: async (sql, params) => {
      const [rows] = await conn.query(sql, params as unknown[]);
      return (Array.isArray(rows) ? rows : []) as never[];
    },
  };
  const inTx = async <T>(begin: string, fn: (q: Queryable) => Promise<T>, keep: boolean): Promise<T> => {
    await conn.query(begin);
    try {
      const r = await fn(q);
      await conn.query(keep ? 'COMMIT' : 'ROLLBACK');
      return r;
    } catch (err) {
      await conn.query('ROLLBACK').catch(() => {});
      throw err;
    }
  };
  return {
    dialect: 'mysql',
    builtin: false,
    query: q.query as Conn['query'],
    transaction: (fn) => inTx('START TRANSACTION', fn, true),
    readOnly: async (timeoutMs2, fn) => {
      const ms = Math.max(1, Math.floor(timeoutMs2));
      // MySQL names the limit max_execution_time (ms), MariaDB max_statement_time (s).
      await conn.query(`SET SESSION max_execution_time = ${ms}`).catch(() => conn.query(`SET SESSION max_statement_time = ${ms / 1000}`).catch(() => {}));
      return inTx('START TRANSACTION READ ONLY', fn, false);
    },
    close: () => conn.end(),
  };
}
