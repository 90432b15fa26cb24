import { Worker } from 'node:worker_threads';
import { PendingCalls } from './pendingCalls';

/** Which of the thread's pools a statement runs on (see pgWorker.mjs). */
export type PgPool = 'main' | 'generic' | 'urgent';

type Request =
  | { op: 'query'; pool: PgPool; name?: string; text: string; params?: unknown[] }
  | { op: 'connect'; pool: PgPool }
  | { op: 'tx'; tx: number; text: string; params?: unknown[] }
  | { op: 'release'; tx: number; broken: boolean }
  | { op: 'close' };

type Answer = { id: number; ok: true; fields?: string[]; rows?: unknown[][]; tx?: number } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** The thread's rows (arrays, pgWorker.mjs) as the driver's objects: a repeated name keeps its last value, as there. */
function rowObjects(answer: Answer & { ok: true }): Record<string, unknown>[] {
  const { fields, rows } = answer;
  if (!fields || !rows) return [];
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const values = rows[r];
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) row[fields[i]] = values[i];
    out[r] = row;
  }
  return out;
}

/**
 * node-postgres in a worker thread (pgWorker.mjs). On PostgreSQL the server's request thread was
 * the busy one under load, and a quarter of its time was the driver's: writing each statement to
 * its socket and reading and decoding the answer (issue 19's profile). Here the request thread
 * only posts a statement and takes its rows back by structured clone; the sockets, the protocol
 * and the row decoding are the worker's.
 *
 * The thread is pure JavaScript over sockets and does not die with a query; if it ever stops, what
 * was in flight fails with the reason and the next statement starts a new one (a transaction that
 * was open is lost with its connection, as PostgreSQL rolls it back).
 */
export class PgHost {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending = new PendingCalls<{ resolve: (a: Answer & { ok: true }) => void; reject: (e: Error) => void }>();
  private closed = false;

  /** `poolSize`: connections of the statement pool and of the generic-plan pool each. */
  constructor(
    private readonly url: string,
    private readonly poolSize: number,
  ) {}

  private thread(): Worker {
    if (this.closed) throw new Error('the database is closed');
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./pgWorker.mjs', import.meta.url), { workerData: { url: this.url, poolSize: this.poolSize } });
    // Unlike the in-process pool's open sockets, an idle thread does not keep the process alive; one
    // with a statement in it does.
    worker.unref();
    worker.on('message', (m: Answer) => {
      const p = this.pending.take(m.id);
      if (!p) return;
      if (!this.pending.size) worker.unref();
      if (m.ok) p.resolve(m);
      else p.reject(Object.assign(new Error(m.error.message), m.error));
    });
    worker.on('error', () => {});
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      const why = new Error(this.closed ? 'the database is closed' : `the database connection thread stopped (exit code ${code})`);
      for (const p of this.pending.takeAll()) p.reject(why);
    });
    this.worker = worker;
    return worker;
  }

  request(msg: Request): Promise<Answer & { ok: true }> {
    let worker: Worker;
    try {
      worker = this.thread();
    } catch (err) {
      return Promise.reject(err);
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.add(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...msg });
    });
  }

  async query(pool: PgPool, text: string, params: unknown[] | undefined, name?: string): Promise<unknown[]> {
    return rowObjects(await this.request({ op: 'query', pool, name, text, params }));
  }

  /** Holds one connection of `pool` for a transaction; `release` gives it back. */
  async connect(pool: PgPool): Promise<{ query(text: string, params?: unknown[]): Promise<unknown[]>; release(broken: boolean): Promise<void> }> {
    const { tx } = await this.request({ op: 'connect', pool });
    return {
      query: async (text, params) => rowObjects(await this.request({ op: 'tx', tx: tx!, text, params })),
      release: async (broken) => {
        await this.request({ op: 'release', tx: tx!, broken });
      },
    };
  }

  /** Tests only: the thread stops at once, without answering what it was doing. */
  crashForTest(): void {
    void this.worker?.terminate();
  }

  async close(): Promise<void> {
    if (this.closed || !this.worker) {
      this.closed = true;
      return;
    }
    try {
      await this.request({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker?.terminate();
      this.worker = null;
    }
  }
}
