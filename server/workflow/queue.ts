import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import { Type, one } from '../kit';

/*
 * The persistent job queue (node time limits and reminders), a table rather than graphile-worker or
 * pg-boss: both drive their own `pg` connections (a pool, LISTEN, advisory locks), which the
 * embedded PGlite default does not offer, and the app must behave the same on both databases.
 * A job is claimed with FOR UPDATE SKIP LOCKED and run inside the transaction that marks it done,
 * so its effect and its completion commit together: with several instances on one PostgreSQL each
 * job runs once, and a crash mid-run leaves it queued for the next poll (also after a restart).
 */

/** A job's work, inside the claiming transaction; `fx` collects what to do after it commits. */
export type JobHandler<F> = (tx: Queryable, fx: F, payload: Record<string, unknown>) => Promise<void>;

/** Schedules a job in the caller's transaction: it exists only if that transaction commits. */
export async function enqueue(tx: Queryable, kind: string, payload: Record<string, unknown>, runAt: Date): Promise<void> {
  await tx.query('INSERT INTO flow_job (kind, payload, run_at) VALUES ($1, $2, $3)', [kind, JSON.stringify(payload), runAt]);
}

const Job = Type.Object({ id: Type.String(), kind: Type.String(), payload: Type.Record(Type.String(), Type.Unknown()) });

/** Failed runs wait 2^attempts × 10 s; after this many the job is kept as failed for a look. */
const MAX_ATTEMPTS = 5;

/**
 * Runs due jobs until none is due; answers how many ran. `run` wraps each job (the workflow
 * area's transition: one transaction, then its notifications).
 */
export async function drainDue<F>(
  run: <T>(fn: (tx: Queryable, fx: F) => Promise<T>) => Promise<T>,
  handlers: Record<string, JobHandler<F>>,
  log: (err: unknown, jobId: string) => void,
): Promise<number> {
  let count = 0;
  for (;;) {
    let claimed: string | null = null;
    try {
      const did = await run(async (tx, fx) => {
        const job = await one(
          tx,
          Job,
          `SELECT id::text AS id, kind, payload FROM flow_job WHERE state = 'queued' AND run_at <= now() ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        if (!job) return false;
        claimed = job.id;
        const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : null;
        if (handler) await handler(tx, fx, job.payload);
        await tx.query(`UPDATE flow_job SET state = 'done', done_at = now(), attempts = attempts + 1 WHERE id = $1::bigint`, [job.id]);
        return true;
      });
      if (!did) return count;
      count++;
    } catch (err) {
      if (!claimed) throw err;
      log(err, claimed);
      await run(async (tx) => {
        await tx.query(
          `UPDATE flow_job SET attempts = attempts + 1, last_error = $2,
             state = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END,
             run_at = now() + (power(2, attempts + 1) * interval '10 seconds') WHERE id = $1::bigint`,
          [claimed, String(err instanceof Error ? err.message : err).slice(0, 500)],
        );
      });
    }
  }
}

/** Polls the queue every `pollMs` while the app runs; stops (and waits for a running poll) on close. */
export function startWorker(app: FastifyInstance, poll: () => Promise<unknown>, pollMs: number) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = poll()
      .catch((err) => app.log.error({ err }, 'workflow job queue poll failed'))
      .finally(() => {
        running = null;
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
}
