import type { Database } from '../db/client';

/**
 * The meeting point between 定时任务 (server/schedule, which stores tasks, their cron and their run
 * history, and runs each due task once across instances) and the areas whose work can be scheduled
 * (backup, data sync, log trimming…). An area registers its kinds when it is registered; the
 * scheduler only knows kinds by key, so neither imports the other.
 */
export interface TaskRunContext {
  database: Database;
  dataDir: string;
  /** The task's own parameters as stored with it (e.g. which sync job, how many backups to keep). */
  params: Record<string, unknown>;
  /** Aborted when the task is cancelled or the server shuts down. */
  signal: AbortSignal;
  log: (msg: string) => void;
}

export interface ScheduledTaskKind {
  /** Stable key stored with a task, e.g. `dataBackup.run`. */
  key: string;
  title: { zh: string; zhtw: string; en: string };
  /** Does the work; answers a one-line result for the run history, throws to record a failure. */
  run(ctx: TaskRunContext): Promise<string>;
}

const kinds = new Map<string, ScheduledTaskKind>();

/** Registers a kind; registering the same key again replaces it (each test app registers anew). */
export function registerTaskKind(kind: ScheduledTaskKind): void {
  kinds.set(kind.key, kind);
}

export function taskKind(key: string): ScheduledTaskKind | undefined {
  return kinds.get(key);
}

export function taskKinds(): ScheduledTaskKind[] {
  return [...kinds.values()];
}
