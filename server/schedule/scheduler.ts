import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Type, one, rows, taskKind } from '../kit';
import { claimLeased, enqueue, failStale, finishLeased, LEASE_SECONDS, renewLease } from '../jobs/queue';
import { nextRun } from './cron';

/** The job kind of a task run in the shared queue; its payload names the task and what started it. */
export const RUN_JOB = 'schedule.run';

const DueTask = Type.Object({ id: Type.String(), cron: Type.String(), due: Type.Boolean() });
const TaskToRun = Type.Object({ kind: Type.String(), params: Type.Record(Type.String(), Type.Unknown()) });

/** Why a run without an end is recorded as failed: its instance stopped (killed, cut off) mid-run. */
export const INTERRUPTED = 'interrupted: the server stopped during the run';

/**
 * 定时任务's engine on one instance. Each poll (1) turns due tasks into queued runs, advancing
 * `next_run_at` in the same transaction under a row lock, so each due time queues exactly one run
 * whichever instances poll; (2) fails runs whose instance stopped renewing their lease; (3) runs
 * queued runs one by one, outside any transaction, recording each in the run history.
 */
export class Scheduler {
  readonly instance = crypto.randomBytes(6).toString('hex');
  private aborter = new AbortController();

  constructor(
    private readonly app: FastifyInstance,
    private readonly dataDir: string,
  ) {}

  /** Queues a run of every due task; a task seen for the first time (no next run yet) only gets its next run. */
  async fireDue(now = new Date()): Promise<number> {
    return this.app.database.transaction(async (tx) => {
      const due = await rows(
        tx,
        DueTask,
        `SELECT id, cron, next_run_at IS NOT NULL AS due FROM sys_task
          WHERE enabled_mark = 1 AND (next_run_at IS NULL OR next_run_at <= now())
          ORDER BY next_run_at NULLS FIRST LIMIT 50 FOR UPDATE SKIP LOCKED`,
      );
      for (const t of due) {
        if (t.due) await enqueue(tx, RUN_JOB, { taskId: t.id, trigger: 'schedule' }, now);
        await tx.query('UPDATE sys_task SET next_run_at = $2 WHERE id = $1', [t.id, nextRun(t.cron, now)]);
      }
      return due.filter((t) => t.due).length;
    });
  }

  /** Queues a run now (运行一次); the poll is kicked so it starts within moments. */
  async runNow(taskId: string): Promise<string> {
    return this.app.database.transaction((tx) => enqueue(tx, RUN_JOB, { taskId, trigger: 'manual' }, new Date()));
  }

  /** Records as failed each run whose instance stopped renewing it. */
  async failInterrupted(): Promise<number> {
    const stale = await failStale(this.app.database, [RUN_JOB], INTERRUPTED);
    if (stale.length) {
      await this.app.database.query(
        `UPDATE sys_task_log SET state = 'failed', finished_at = now(), error = $2,
            duration_ms = (extract(epoch from now() - started_at) * 1000)::int
          WHERE job_id = ANY($1::bigint[]) AND state = 'running'`,
        [stale.map((j) => j.id), INTERRUPTED],
      );
    }
    return stale.length;
  }

  /** Runs one queued run if there is one this instance may take; answers whether it ran one. */
  async runOne(): Promise<boolean> {
    const job = await claimLeased(this.app.database, [RUN_JOB], this.instance, 'taskId');
    if (!job) return false;
    const taskId = String(job.payload.taskId ?? '');
    const trigger = job.payload.trigger === 'manual' ? 'manual' : 'schedule';
    const task = await one(this.app.database, TaskToRun, 'SELECT kind, params FROM sys_task WHERE id = $1', [taskId]);
    if (!task) {
      // Deleted after it was queued: nothing to run, nothing to record it under.
      await finishLeased(this.app.database, job.id, this.instance, new Error('task deleted'));
      return true;
    }
    const [log] = await this.app.database.query<{ id: string }>(
      `INSERT INTO sys_task_log (task_id, job_id, trigger, state, instance) VALUES ($1, $2::bigint, $3, 'running', $4) RETURNING id::text AS id`,
      [taskId, job.id, trigger, this.instance],
    );
    const renew = setInterval(() => {
      renewLease(this.app.database, job.id, this.instance).catch((err) => this.app.log.warn({ err }, 'scheduled task: renewing the lease failed'));
    }, (LEASE_SECONDS * 1000) / 3);
    renew.unref();
    const started = performance.now();
    let result = '';
    let error: unknown = null;
    try {
      const kind = taskKind(task.kind);
      if (!kind) throw new Error(`unknown task kind: ${task.kind}`);
      result = await kind.run({
        database: this.app.database,
        dataDir: this.dataDir,
        params: task.params,
        signal: this.aborter.signal,
        log: (msg) => this.app.log.info({ taskId, jobId: job.id }, msg),
      });
    } catch (err) {
      error = err ?? new Error('failed');
    } finally {
      clearInterval(renew);
    }
    const duration = Math.round(performance.now() - started);
    const ours = await finishLeased(this.app.database, job.id, this.instance, error);
    if (!ours) return true; // failed as stale elsewhere meanwhile: that record stands
    const errorText = error === null ? null : String(error instanceof Error ? error.message : error).slice(0, 2000);
    await this.app.database.query(
      `UPDATE sys_task_log SET state = $2, finished_at = now(), duration_ms = $3, result = $4, error = $5 WHERE id = $1::bigint`,
      [log.id, error === null ? 'success' : 'failed', duration, String(result ?? '').slice(0, 2000), errorText],
    );
    await this.app.database.query('UPDATE sys_task SET last_run_at = now(), run_count = run_count + 1 WHERE id = $1', [taskId]);
    // The run history is kept keep_days per task.
    await this.app.database.query(
      `DELETE FROM sys_task_log l USING sys_task t WHERE l.task_id = t.id AND t.id = $1 AND l.started_at < now() - make_interval(days => t.keep_days)`,
      [taskId],
    );
    return true;
  }

  /** One pass: queue what is due, fail what was interrupted, run what is queued (a few per pass, so closing waits little). */
  async poll(): Promise<void> {
    await this.fireDue();
    await this.failInterrupted();
    for (let i = 0; i < 10 && !this.aborter.signal.aborted; i++) {
      if (!(await this.runOne())) break;
    }
  }

  /** Tells a running task to stop (the server is closing). */
  stop(): void {
    this.aborter.abort();
  }
}
