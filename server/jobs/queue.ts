import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { Type, one } from '../kit';

/*
 * The one persistent job queue on the database (table `job_queue`), shared by workflow (node time
 * limits and reminders) and 定时任务 (scheduled and run-now tasks). A table rather than
 * graphile-worker or pg-boss: both drive their own `pg` connections (a pool, LISTEN, advisory
 * locks), which the embedded PGlite default does not offer, and the app must behave the same on
 * both databases. Each consumer claims only the kinds it handles, so workers never take each
 * other's jobs. Two ways to run a job:
 *
 * - transactional (`drainDue`, workflow): the job is claimed with FOR UPDATE SKIP LOCKED and run
 *   inside the transaction that marks it done, so its effect and its completion commit together:
 *   once across instances, and again after a crash mid-run. For short database work.
 * - leased (`claimLeased` … `finishLeased`, scheduled tasks): the claim commits at once (state
 *   `running`, a lease the runner renews), the work runs outside any transaction (a backup may take
 *   minutes and, on PGlite, must not hold the one connection), and the end is recorded after. A run
 *   whose instance died stops renewing; `failStale` marks it failed rather than run it twice, since
 *   half of a backup or a sync is not safe to repeat blindly.
 */

/** A job's work, inside the claiming transaction; `fx` collects what to do after it commits. */
export type JobHandler<F> = (tx: Queryable, fx: F, payload: Record<string, unknown>) => Promise<void>;

/** Schedules a job in the caller's transaction: it exists only if that transaction commits. */
export async function enqueue(tx: Queryable, kind: string, payload: Record<string, unknown>, runAt: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>('INSERT INTO job_queue (kind, payload, run_at) VALUES ($1, $2, $3) RETURNING id::text AS id', [
    kind,
    JSON.stringify(payload),
    runAt,
  ]);
  return row.id;
}

const Job = Type.Object({ id: Type.String(), kind: Type.String(), payload: Type.Record(Type.String(), Type.Unknown()) });
export type Job = typeof Job.static;

/** Failed runs wait 2^attempts × 10 s; after this many the job is kept as failed for a look. */
const MAX_ATTEMPTS = 5;

/**
 * Runs due jobs of the handlers' kinds until none is due; answers how many ran. `run` wraps each
 * job (the workflow area's transition: one transaction, then its notifications).
 */
export async function drainDue<F>(
  run: <T>(fn: (tx: Queryable, fx: F) => Promise<T>) => Promise<T>,
  handlers: Record<string, JobHandler<F>>,
  log: (err: unknown, jobId: string) => void,
): Promise<number> {
  const kinds = Object.keys(handlers);
  let count = 0;
  for (;;) {
    let claimed: string | null = null;
    try {
      const did = await run(async (tx, fx) => {
        const job = await one(
          tx,
          Job,
          `SELECT id::text AS id, kind, payload FROM job_queue
            WHERE state = 'queued' AND run_at <= now() AND kind = ANY($1::text[])
            ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [kinds],
        );
        if (!job) return false;
        claimed = job.id;
        await handlers[job.kind](tx, fx, job.payload);
        await tx.query(`UPDATE job_queue SET state = 'done', done_at = now(), attempts = attempts + 1 WHERE id = $1::bigint`, [job.id]);
        return true;
      });
      if (!did) return count;
      count++;
    } catch (err) {
      if (!claimed) throw err;
      log(err, claimed);
      await run(async (tx) => {
        await tx.query(
          `UPDATE job_queue SET attempts = attempts + 1, last_error = $2,
             state = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END,
             run_at = now() + (power(2, attempts + 1) * interval '10 seconds') WHERE id = $1::bigint`,
          [claimed, errorText(err)],
        );
      });
    }
  }
}

/** How long a leased job stays ours without a renewal; the runner renews at a third of it. */
export const LEASE_SECONDS = 60;

/**
 * Claims one due job of `kinds` for `instance` and commits the claim (state `running`, a lease).
 * `exclusiveBy` names a payload key: a job is not claimed while another job of its kind with the
 * same value runs (one run of a task at a time, whichever instance holds it).
 */
export async function claimLeased(db: Database, kinds: string[], instance: string, exclusiveBy?: string): Promise<Job | null> {
  const exclusive = exclusiveBy
    ? `AND NOT EXISTS (SELECT 1 FROM job_queue r WHERE r.state = 'running' AND r.kind = j.kind AND r.payload->>$3 = j.payload->>$3)`
    : '';
  const job = await one(
    db,
    Job,
    `UPDATE job_queue SET state = 'running', locked_by = $2, locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE id = (SELECT j.id FROM job_queue j WHERE j.state = 'queued' AND j.run_at <= now() AND j.kind = ANY($1::text[]) ${exclusive}
                   ORDER BY j.run_at, j.id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind, payload`,
    exclusiveBy ? [kinds, instance, exclusiveBy] : [kinds, instance],
  );
  return job ?? null;
}

/** Keeps a leased job ours while it runs. */
export async function renewLease(db: Database, jobId: string, instance: string): Promise<void> {
  await db.query(`UPDATE job_queue SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE id = $1::bigint AND locked_by = $2 AND state = 'running'`, [
    jobId,
    instance,
  ]);
}

/** Records the end of a leased job; answers false when it was no longer ours (another instance failed it as stale). */
export async function finishLeased(db: Database, jobId: string, instance: string, error: unknown | null): Promise<boolean> {
  const rows = await db.query(
    `UPDATE job_queue SET state = $3, done_at = now(), last_error = $4, locked_until = NULL
      WHERE id = $1::bigint AND locked_by = $2 AND state = 'running' RETURNING id`,
    [jobId, instance, error === null ? 'done' : 'failed', error === null ? null : errorText(error)],
  );
  return rows.length > 0;
}

/** Marks failed every leased job of `kinds` whose runner stopped renewing (killed, cut off); answers them. */
export async function failStale(db: Database, kinds: string[], reason: string): Promise<Job[]> {
  const rows = await db.query<{ id: string; kind: string; payload: Record<string, unknown> }>(
    `UPDATE job_queue SET state = 'failed', done_at = now(), last_error = $2, locked_until = NULL
      WHERE state = 'running' AND kind = ANY($1::text[]) AND locked_until < now() RETURNING id::text AS id, kind, payload`,
    [kinds, reason],
  );
  return rows;
}

function errorText(err: unknown): string {
  return String(err instanceof Error ? err.message : err).slice(0, 500);
}

/**
 * `fn` made to run one call at a time: a call made while one runs starts when it ends, and each
 * caller gets its own call's result. The workflow's queue is drained both right after a commit and by
 * the worker's timer; two drains at once could both take a job in the moment between a failed run's
 * rollback and the transaction that records the failure, counting two attempts for one.
 */
export function oneAtATime<T>(fn: () => Promise<T>): () => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(fn, fn);
    last = next.catch(() => undefined);
    return next;
  };
}

/** Polls every `pollMs` while the app runs; stops (and waits for a running poll) on close. Answers a kick that polls now. */
export function startWorker(app: FastifyInstance, poll: () => Promise<unknown>, pollMs: number, name = 'job queue'): () => void {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = poll()
      .catch((err) => app.log.error({ err }, `${name} poll failed`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    timer.unref();
    tick();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    if (running) await running;
  });
  return tick;
}
