import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isUrgent } from './priority';
import { isRepeatableRead } from './readOnlySql';
import { PendingCalls } from './pendingCalls';

/** What the database thread answers; the driver error's fields travel as plain data. */
type Answer = { id: number; ok: true; rows: unknown[] } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** SQLSTATE 57014, as PostgreSQL's own statement_timeout answers: callers map one code for both. */
export const TIMEOUT_CODE = '57014';

/** The thread ended before answering (crash or timeout); what became of the statement is not known. */
export class WorkerGone extends Error {}

/** A database error as the caller would have got it in-process: an Error with the driver's fields. */
function driverError(e: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(e.message), e);
}

export function timeoutError(ms: number): Error {
  return Object.assign(new Error(`canceling statement due to statement timeout (${ms} ms)`), { code: TIMEOUT_CODE });
}

/**
 * One database thread: PGlite opened on `dbDir` inside it, requests answered in the order sent.
 * It never restarts itself; PgliteHost replaces a dead one.
 */
class Thread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  private nextId = 1;
  private pending = new PendingCalls<{ resolve: (rows: unknown[]) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout }>();
  alive = true;
  /** Set when the host ends the thread itself (timeout, close): its exit is then no surprise. */
  private endedBy: 'timeout' | 'close' | null = null;

  constructor(
    dbDir: string,
    wasmModule: WebAssembly.Module,
    onExit: (t: Thread) => void,
  ) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dbDir, wasmModule } });
    // Like the in-process database before it, an idle thread does not keep the process alive; one
    // opening or with a request in it does (ref until ready, then per request), or a script awaiting
    // a query would exit under it.
    let started: (() => void) | null = null;
    let failed: ((e: Error) => void) | null = null;
    this.ready = new Promise<void>((res, rej) => {
      started = res;
      failed = rej;
    });
    this.worker.on('message', (m: Answer | { ready: boolean; error?: Answer & { message: string } }) => {
      if ('ready' in m) {
        if (!m.ready) return failed?.(driverError((m.error ?? { message: 'the database did not open' }) as never));
        if (!this.pending.size) this.worker.unref();
        return started?.();
      }
      const p = this.pending.take(m.id);
      if (!p) return;
      if (!this.pending.size) this.worker.unref();
      if (p.timer) clearTimeout(p.timer);
      if (m.ok) p.resolve(m.rows);
      else p.reject(driverError(m.error));
    });
    // An 'error' event is followed by 'exit'; the exit handler settles everything.
    this.worker.on('error', () => {});
    this.worker.on('exit', (code) => {
      this.alive = false;
      const why =
        this.endedBy === 'timeout'
          ? 'the database thread was ended after a statement timeout'
          : this.endedBy === 'close'
            ? 'the database is closed'
            : `the database thread stopped (exit code ${code})`;
      failed?.(new WorkerGone(why));
      for (const p of this.pending.takeAll()) {
        if (p.timer) clearTimeout(p.timer);
        p.reject(new WorkerGone(why));
      }
      onExit(this);
    });
  }

  /** Sends one request; with `timeoutMs`, a statement still running then ends the thread. */
  request(msg: { op: 'query' | 'exec' | 'close'; text?: string; params?: unknown[]; generic?: boolean }, timeoutMs?: number): Promise<unknown[]> {
    if (!this.alive) return Promise.reject(new WorkerGone('the database thread stopped'));
    const id = this.nextId++;
    return new Promise<unknown[]>((resolve, reject) => {
      const entry: { resolve: (rows: unknown[]) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout } = { resolve, reject };
      if (timeoutMs !== undefined) {
        // PGlite ignores statement_timeout (it has no timer signal), and a WebAssembly loop cannot be
        // interrupted from inside: ending the thread is the one way to stop it. The transaction it
        // was in is lost with the thread, as PostgreSQL would roll it back.
        entry.timer = setTimeout(() => {
          this.pending.take(id);
          if (!this.pending.size) this.worker.unref();
          reject(timeoutError(timeoutMs));
          this.end('timeout');
        }, timeoutMs);
      }
      this.pending.add(id, entry);
      this.worker.ref();
      this.worker.postMessage({ id, ...msg });
    });
  }

  end(by: 'timeout' | 'close') {
    this.endedBy = by;
    // No request may reach it from now on; the exit event settles those already sent.
    this.alive = false;
    void this.worker.terminate();
  }
}

let wasm: Promise<WebAssembly.Module> | null = null;

/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to every thread (a Module crosses
 * postMessage without recompiling): a replaced thread, and each test server, skip the compile.
 */
function compiledWasm(): Promise<WebAssembly.Module> {
  if (!wasm) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    wasm = WebAssembly.compile(fs.readFileSync(path.join(dist, 'pglite.wasm')));
  }
  return wasm;
}

/**
 * The jobs in front of the database thread: urgent ones (see ./priority) in the order they came,
 * before the others in the order they came. After URGENT_RUN urgent jobs in a row one waiting
 * ordinary job starts, so a stream of chat cannot starve the list pages.
 *
 * A plain read (`shared`) may start while up to DEPTH - 1 other reads are still in the thread: the
 * thread runs them one after another from its queue, so it goes on to the next read while the
 * server's loop is busy elsewhere instead of idling until the loop has taken the previous answer
 * and sent the next statement (issue 19: at 20 connections the thread was idle a third of the time).
 * Any other job — a write, a transaction, a statement with a timeout — starts alone once the thread
 * is empty and holds the lane until it ends, so a thread that dies takes at most one write with it,
 * and the reads it takes are sent again. Jobs start in order: one that must wait holds back those
 * behind it.
 */
export class Lane {
  private urgentJobs: { start: () => void; shared: boolean }[] = [];
  private jobs: { start: () => void; shared: boolean }[] = [];
  private running = 0;
  private alone = false;
  private urgentInRow = 0;
  static readonly URGENT_RUN = 8;
  static readonly DEPTH = 3;

  run<T>(job: () => Promise<T>, first = isUrgent(), shared = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.alone = false;
            this.next();
          });
      };
      (first ? this.urgentJobs : this.jobs).push({ start, shared });
      this.next();
    });
  }

  private next() {
    while (!this.alone && this.running < Lane.DEPTH) {
      const takeUrgent = this.urgentJobs.length > 0 && (this.urgentInRow < Lane.URGENT_RUN || this.jobs.length === 0);
      const queue = takeUrgent ? this.urgentJobs : this.jobs;
      const job = queue[0];
      if (!job) return;
      if (!job.shared && this.running > 0) return;
      queue.shift();
      this.urgentInRow = takeUrgent ? this.urgentInRow + 1 : 0;
      this.running++;
      this.alone = !job.shared;
      job.start();
    }
  }
}

export interface HostStatement {
  text: string;
  params?: unknown[];
  /** Ends the statement (and the thread) after this long; the caller gets SQLSTATE 57014. */
  timeoutMs?: number;
  /** Planned once, not for each call's values (client.ts StatementOptions.plan). */
  generic?: boolean;
}

/** What a transaction body sends through: statements on the thread the transaction began on. */
export interface HostTransaction {
  query(s: HostStatement): Promise<unknown[]>;
}

/**
 * PGlite in a worker thread, so a long query holds the database, not the server's event loop.
 * One connection as before: statements and transactions take turns through one lane, a transaction
 * keeps it until it ends. A thread that dies is replaced on the same data directory; see
 * docs/decisions.md ("PGlite in a worker thread") for which requests are sent again.
 */
export class PgliteHost {
  private thread: Thread | null = null;
  private opening: Promise<Thread> | null = null;
  private lane = new Lane();
  private closed = false;
  /** Threads started so far, the first included (tests and /metrics read it). */
  starts = 0;

  constructor(private readonly dbDir: string) {}

  /** Opens the first thread; throws what PGlite threw when the directory cannot be opened. */
  async open(): Promise<void> {
    await this.current();
  }

  private async current(): Promise<Thread> {
    if (this.closed) throw new WorkerGone('the database is closed');
    if (!this.thread || !this.thread.alive) {
      // Reads in flight when a thread died are sent again together: they must all wait for one new
      // thread. Two threads on one directory would be two PostgreSQLs writing the same files.
      this.opening ??= (async () => {
        try {
          const t = new Thread(this.dbDir, await compiledWasm(), (dead) => {
            if (this.thread === dead) this.thread = null;
          });
          this.thread = t;
          this.starts++;
          return t;
        } finally {
          this.opening = null;
        }
      })();
      const t = await this.opening;
      await t.ready;
      return t;
    }
    await this.thread.ready;
    return this.thread;
  }

  /** One statement outside a transaction, in turn. A plain read whose thread died is sent once more. */
  query(s: HostStatement): Promise<unknown[]> {
    const read = isRepeatableRead(s.text);
    return this.lane.run(() => this.send({ op: 'query', text: s.text, params: s.params, generic: s.generic }, s.timeoutMs, read), undefined, read && s.timeoutMs === undefined);
  }

  exec(text: string): Promise<void> {
    return this.lane.run(async () => {
      await this.send({ op: 'exec', text }, undefined, false);
    });
  }

  private async send(msg: { op: 'query' | 'exec'; text: string; params?: unknown[]; generic?: boolean }, timeoutMs: number | undefined, repeatable: boolean): Promise<unknown[]> {
    for (let attempt = 0; ; attempt++) {
      const t = await this.current();
      try {
        return await t.request(msg, timeoutMs);
      } catch (err) {
        if (!(err instanceof WorkerGone) || this.closed) throw err;
        // Twice at most: a statement that kills every thread it reaches must not kill them forever.
        if (repeatable && attempt < 1) continue;
        throw outcomeUnknown(err);
      }
    }
  }

  /**
   * BEGIN … COMMIT on one thread, holding the lane. A thread that dies inside loses the whole
   * transaction (nothing of it is kept), so its statements fail at once rather than reach the next
   * thread outside any transaction; only a death during COMMIT leaves the outcome unknown.
   */
  transaction<T>(fn: (tx: HostTransaction) => Promise<T>): Promise<T> {
    return this.lane.run(async () => {
      const t = await this.current();
      const on = (s: HostStatement) => {
        if (!t.alive) return Promise.reject(lost());
        return t.request({ op: 'query', text: s.text, params: s.params }, s.timeoutMs).catch((err: unknown) => {
          throw err instanceof WorkerGone ? lost(err) : err;
        });
      };
      await on({ text: 'BEGIN' });
      let result: T;
      try {
        result = await fn({ query: on });
      } catch (err) {
        if (t.alive) await t.request({ op: 'query', text: 'ROLLBACK' }).catch(() => {});
        throw err;
      }
      try {
        await t.request({ op: 'query', text: 'COMMIT' });
      } catch (err) {
        throw err instanceof WorkerGone ? outcomeUnknown(err) : err;
      }
      return result;
    });
  }

  /** Tests only: the thread dies at once, as in an abort, without answering what it was doing. */
  crashForTest(): void {
    void this.thread?.worker.terminate();
  }

  /** Waits for everything queued, then checkpoints and closes the database in its thread. */
  close(): Promise<void> {
    return this.lane.run(async () => {
      if (this.closed) return;
      const t = this.thread?.alive ? this.thread : null;
      this.closed = true;
      if (!t) return;
      await t.ready.catch(() => {});
      try {
        await t.request({ op: 'close' });
      } finally {
        t.end('close');
      }
    });
  }
}

function lost(cause?: Error): Error {
  return new Error('The database thread stopped during the transaction; none of it was kept. Try again.', { cause });
}

function outcomeUnknown(cause: WorkerGone): Error {
  return new Error(`The database thread stopped while a write was running; whether it was applied is not known, so it was not sent again (${cause.message}).`, { cause });
}
