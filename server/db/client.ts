import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgliteHost } from './pgliteHost';
import { PgHost, type PgPool } from './pgHost';
import { PLAN_CHANGED, StatementNames } from './statementNames';
import { isUrgent } from './priority';
import { poolSize } from './poolSize';

/**
 * One query API over PGlite (embedded, default) and node-postgres (DATABASE_URL). Rows come back
 * untyped here; areas read them through the typed layer in server/kit/query.ts.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** Parameterised SQL; its rows as the driver gives them. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: StatementOptions): Promise<T[]>;
  /** Several statements in one go, no parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws, so a
   * crash between its statements leaves none of them. Inside, use only `tx.query`: on PGlite the
   * database's own `query` waits for the transaction to end (one connection), so calling it from
   * inside `fn` would never return.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface StatementOptions {
  /**
   * The statement is ended after this long and answers SQLSTATE 57014, as PostgreSQL's
   * statement_timeout does. PGlite ignores statement_timeout: there the database thread is ended
   * and a new one opened (server/db/pgliteHost.ts).
   */
  timeoutMs?: number;
  /**
   * 'generic': plan the statement once, without looking at its values, and reuse that plan. Only for
   * a statement whose generic plan a test pins (tests/api/db-plans.test.ts) and whose values cannot
   * change which plan is best: PostgreSQL's own choice (plan_cache_mode auto) plans such a statement
   * again on every call when one parameter's estimate is poor in the generic plan (an OFFSET reads as
   * 10 % of the table), and planning was half of a users page's time in the database. Outside a
   * transaction only (inside one it is ignored).
   */
  plan?: 'generic';
}

export interface TransactionOptions {
  /** Each statement of the transaction is ended after this long (see StatementOptions.timeoutMs). */
  statementTimeoutMs?: number;
}

/** What a transaction hands its body: parameterised statements on the transaction's connection. */
export interface Queryable {
  /** `opts` as Database.query takes them; a transaction's statements ignore them. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], opts?: StatementOptions): Promise<T[]>;
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: { dataDir: string; databaseUrl: string | null; databasePoolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databasePoolSize ?? poolSize(undefined));
  return openPglite(opts.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // The driver runs in a thread of its own (db/pgHost.ts): count(*) and bigint still come back as
  // strings, so the SQL casts to int where it counts.
  const host = new PgHost(url, poolSize);
  // plan_cache_mode is a connection's setting: statements asked for with plan 'generic' run on
  // connections of their own, opened with it, so no other statement ever gets a generic plan.
  // A live-channel frame's statements (db/priority.ts) take connections of their own too: with
  // twenty list pages asked at once every connection of the main pool is taken and ten more wait,
  // and a chat message queued behind them waited for them all.
  const poolFor = (opts?: StatementOptions): PgPool => (isUrgent() ? 'urgent' : opts?.plan === 'generic' ? 'generic' : 'main');
  const names = new StatementNames();
  const database: Database = {
    kind: 'postgres',
    async query(text, params, opts) {
      if (opts?.timeoutMs !== undefined) return database.transaction((tx) => tx.query(text, params), { statementTimeoutMs: opts.timeoutMs });
      const on = poolFor(opts);
      const name = names.nameFor(text);
      if (!name) return (await host.query(on, text, params)) as never;
      try {
        return (await host.query(on, text, params, name)) as never;
      } catch (err) {
        if ((err as { code?: string }).code !== PLAN_CHANGED) throw err;
        // A table under the prepared statement changed its columns: this text runs unnamed from now on.
        names.refuse(text);
        return (await host.query(on, text, params)) as never;
      }
    },
    async exec(text) {
      await host.query('main', text, undefined);
    },
    async transaction(fn, opts) {
      const conn = await host.connect(isUrgent() ? 'urgent' : 'main');
      let broken = false;
      try {
        await conn.query('BEGIN');
        if (opts?.statementTimeoutMs !== undefined) await conn.query(`SET LOCAL statement_timeout = ${timeoutSetting(opts.statementTimeoutMs)}`);
        const tx: Queryable = {
          async query(text, params) {
            return (await conn.query(text, params)) as never;
          },
        };
        const result = await fn(tx);
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: the pool must not reuse it.
        await conn.release(broken).catch(() => {});
      }
    },
    async close() {
      await host.close();
    },
  };
  pgHosts.set(database, host);
  return database;
}

const pgHosts = new WeakMap<Database, PgHost>();

/** The driver's thread behind a PostgreSQL database (tests of a stopped thread; undefined on PGlite). */
export function pgHostOf(database: Database): PgHost | undefined {
  return pgHosts.get(database);
}

/** A whole number of milliseconds, at least 1 (0 would mean no limit). */
function timeoutSetting(ms: number): number {
  return Math.max(1, Math.floor(ms));
}

async function openPglite(dataDir: string): Promise<Database> {
  const dbDir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dataDir, { recursive: true });
  // The lock stays with this process: a replaced database thread reopens the directory under it.
  const releaseLock = takeLock(path.join(dataDir, 'pgdata.lock'));
  const host = new PgliteHost(dbDir);
  try {
    await host.open();
  } catch (err) {
    releaseLock();
    throw err;
  }
  // PGlite runs without autovacuum or background checkpoints (stack-notes): do their work here.
  // VACUUM keeps the visibility map fresh so paged lists stay index-only scans; it holds the one
  // connection (not the event loop: the database has its own thread) for a fraction of a second on
  // 100k-row tables, hence rarely and first a while after start.
  let maintenance: NodeJS.Timeout | null = setInterval(() => {
    host.exec('CHECKPOINT').catch(() => {});
  }, 10 * 60_000);
  maintenance.unref();
  const vacuum = () => host.exec('VACUUM (ANALYZE)').catch(() => {});
  let vacuumTimer: NodeJS.Timeout | null = setTimeout(function tick() {
    void vacuum();
    vacuumTimer = setTimeout(tick, 30 * 60_000);
    vacuumTimer.unref();
  }, 2 * 60_000);
  vacuumTimer.unref();
  const database: Database = {
    kind: 'pglite',
    async query(text, params, opts) {
      return (await host.query({ text, params, timeoutMs: opts?.timeoutMs, generic: opts?.plan === 'generic' })) as never[];
    },
    exec: (text) => host.exec(text),
    transaction(fn, opts) {
      return host.transaction((t) =>
        fn({
          async query(text, params) {
            return (await t.query({ text, params, timeoutMs: opts?.statementTimeoutMs })) as never[];
          },
        }),
      );
    },
    async close() {
      if (maintenance) clearInterval(maintenance);
      if (vacuumTimer) clearTimeout(vacuumTimer);
      maintenance = null;
      vacuumTimer = null;
      try {
        await host.close();
      } finally {
        releaseLock();
      }
    },
  };
  hosts.set(database, host);
  return database;
}

const hosts = new WeakMap<Database, PgliteHost>();

/** The thread behind a PGlite database (tests of crash and replacement; undefined on PostgreSQL). */
export function pgliteHostOf(database: Database): PgliteHost | undefined {
  return hosts.get(database);
}

/** PGlite has no lock on its data directory; two processes would corrupt it. */
function takeLock(file: string): () => void {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The data directory is in use by process ${pid} (${file}). Stop it or set DATA_DIR.`);
    }
    fs.writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Applies server/db/migrations/*.sql in name order, once each. */
export async function migrate(database: Database): Promise<string[]> {
  await database.query(
    'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await database.query<{ name: string }>('SELECT name FROM _migrations')).map((r) => r.name));
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await database.exec(`BEGIN;\n${text}\n;INSERT INTO _migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`);
    } catch (err) {
      await database.exec('ROLLBACK').catch(() => {});
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    applied.push(file);
  }
  return applied;
}
