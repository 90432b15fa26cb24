import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Database } from '../db/client';
import type { SecretKey } from '../dataSource/secret';
import { openSource } from '../dataSource/sources';
import type { Conn } from '../dataSource/connector';
import { describeTable } from '../dataModel/introspect';
import { isAlive, orphans } from '../dataBackup/orphans';
import { commonColumns, countSql, deleteAllSql, readBatchSql, upsertSql, writeBatch } from './plan';

const INSTANCE = `${os.hostname()}:${process.pid}`;
const STARTED_AT = Date.now();

export interface SyncEnv {
  database: Database;
  key: SecretKey;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface JobRow {
  id: string;
  from_source_id: string;
  from_table: string;
  to_source_id: string;
  to_table: string;
  mode: 'full' | 'incremental';
  key_column: string;
  batch_size: number;
  last_key: string | null;
}

/** Why a run stopped, stored as a key the screen words (texts: syncError_*). */
class SyncStop extends Error {
  constructor(readonly reason: 'noTable' | 'noKey' | 'noColumns' | 'cancelled' | 'failed') {
    super(reason);
  }
}

/** This process's running jobs, so a cancel here stops them without waiting for the next look at the row. */
const running = new Map<string, AbortController>();

/**
 * Claims a job (idle, done, failed or cancelled → running) and answers at once; the run goes on
 * after. `done` settles when it ends and never rejects. A job already running answers 409.
 */
export async function startJob(env: SyncEnv, id: string, signal?: AbortSignal) {
  const [job] = await env.database.query<JobRow>(
    `UPDATE data_sync_job SET state = 'running', copied = 0, total = 0, error = NULL, cancel_requested = false, started_at = now(), finished_at = NULL,
       instance = $2, heartbeat_at = now()
     WHERE id = $1 AND state <> 'running'
     RETURNING id, from_source_id, from_table, to_source_id, to_table, mode, key_column, batch_size, last_key`,
    [id, INSTANCE],
  );
  if (!job) {
    const exists = await env.database.query('SELECT 1 FROM data_sync_job WHERE id = $1', [id]);
    throw new ApiError(exists.length ? Code.Conflict : Code.NotFound, t(exists.length ? 'syncRunning' : 'notFound'));
  }
  const abort = new AbortController();
  signal?.addEventListener('abort', () => abort.abort());
  running.set(id, abort);
  const done = run(env, job, abort.signal).finally(() => running.delete(id));
  return { done };
}

export async function cancelJob(database: Database, id: string): Promise<boolean> {
  const r = await database.query(`UPDATE data_sync_job SET cancel_requested = true WHERE id = $1 AND state = 'running' RETURNING id`, [id]);
  running.get(id)?.abort();
  return r.length > 0;
}

async function run(env: SyncEnv, job: JobRow, signal: AbortSignal): Promise<{ state: string; copied: number }> {
  const db = env.database;
  let from: Conn | null = null;
  let to: Conn | null = null;
  let copied = 0;
  try {
    from = await openSource(db, env.key, job.from_source_id);
    to = await openSource(db, env.key, job.to_source_id);
    const fromInfo = await describeTable(from, job.from_table);
    const toInfo = await describeTable(to, job.to_table);
    if (!fromInfo || !toInfo) throw new SyncStop('noTable');
    const cols = commonColumns(
      fromInfo.columns.map((c) => c.name),
      toInfo.columns.map((c) => c.name),
      job.key_column,
    );
    if (!cols.ok) throw new SyncStop(cols.problem);
    const incremental = job.mode === 'incremental' && job.last_key !== null;
    const [{ n }] = await from.query<{ n: string | number }>(countSql(from.dialect, job.from_table, job.key_column, incremental), incremental ? [job.last_key] : []);
    const total = Number(n);
    await db.query('UPDATE data_sync_job SET total = $2 WHERE id = $1', [job.id, total]);
    // A full copy replaces the target's rows. Each batch is committed on its own (a copy of a large
    // table is not one long transaction on the target); a run cut short is marked failed and the
    // next full run starts over, an incremental one resumes after its last committed key.
    if (job.mode === 'full') await to.query(deleteAllSql(to.dialect, job.to_table));
    const batch = writeBatch(job.batch_size, cols.columns.length);
    let after: string | null = incremental ? job.last_key : null;
    for (;;) {
      if (signal.aborted) throw new SyncStop('cancelled');
      const rows = await from.query<Record<string, string | null>>(readBatchSql(from.dialect, job.from_table, cols.columns, job.key_column, after !== null, batch), after !== null ? [after] : []);
      if (!rows.length) break;
      const values = rows.flatMap((r) => cols.columns.map((c) => r[c]));
      await to.transaction((tq) => tq.query(upsertSql(to!.dialect, job.to_table, cols.columns, job.key_column, rows.length), values));
      copied += rows.length;
      after = String(rows[rows.length - 1].__key);
      const [state] = await db.query<{ cancel_requested: boolean }>(
        'UPDATE data_sync_job SET copied = $2, last_key = $3, heartbeat_at = now() WHERE id = $1 RETURNING cancel_requested',
        [job.id, copied, after],
      );
      if (state?.cancel_requested) throw new SyncStop('cancelled');
      if (rows.length < batch) break;
      // PGlite answers in microtasks: without a turn of the event loop here, requests (progress
      // polls, 取消) would wait for the whole copy.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.query(`UPDATE data_sync_job SET state = 'done', copied = $2, finished_at = now() WHERE id = $1`, [job.id, copied]);
    return { state: 'done', copied };
  } catch (err) {
    const reason = err instanceof SyncStop ? err.reason : 'failed';
    if (!(err instanceof SyncStop)) env.log.error({ err, jobId: job.id }, 'data sync failed');
    const state = reason === 'cancelled' ? 'cancelled' : 'failed';
    const message = err instanceof ApiError ? String(err.message) : reason;
    await db.query('UPDATE data_sync_job SET state = $2, error = $3, copied = $4, finished_at = now() WHERE id = $1', [job.id, state, message, copied]).catch(() => {});
    return { state, copied };
  } finally {
    await from?.close().catch(() => {});
    await to?.close().catch(() => {});
  }
}

/** Marks runs whose process is gone as failed (start-up, and each list), like backups (dataBackup/orphans.ts). */
export async function sweepJobs(database: Database): Promise<void> {
  const rows = await database.query<{ id: string; instance: string; heartbeat_at: number }>(
    `SELECT id, instance, (extract(epoch FROM coalesce(heartbeat_at, started_at, now())) * 1000)::float8 AS heartbeat_at FROM data_sync_job WHERE state = 'running'`,
  );
  if (!rows.length) return;
  const gone = orphans(
    rows.map((r) => ({ id: r.id, instance: r.instance, heartbeatAt: Number(r.heartbeat_at) })),
    { single: database.kind === 'pglite' && running.size === 0, host: os.hostname(), pid: process.pid, now: Date.now(), alive: isAlive, startedAt: STARTED_AT },
  );
  for (const g of gone) {
    if (running.has(g.id)) continue;
    await database.query(`UPDATE data_sync_job SET state = 'failed', error = 'interrupted', finished_at = now() WHERE id = $1 AND state = 'running'`, [g.id]);
  }
}
