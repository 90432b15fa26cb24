import { Cron } from 'croner';

/**
 * Cron expressions of 定时任务, read by croner (a well-kept, dependency-free parser): the five
 * classic fields (minute hour day month weekday, with `*`, lists, ranges, steps, `L`, names) or an
 * alias such as `@daily`. A seconds field is refused: the scheduler polls once a second and a task
 * is a job in the database, so "at most once a minute" is the promise it can keep.
 */
export type CronCheck = { ok: true; next: Date[] } | { ok: false; detail: string };

export function checkCron(expression: string, after: Date = new Date(), count = 5): CronCheck {
  const expr = expression.trim();
  if (!expr) return { ok: false, detail: 'empty' };
  if (!expr.startsWith('@') && expr.split(/\s+/).length !== 5) return { ok: false, detail: 'five fields: minute hour day month weekday' };
  try {
    const cron = new Cron(expr, { paused: true });
    const next = cron.nextRuns(count, after);
    if (!next.length) return { ok: false, detail: 'never runs' };
    return { ok: true, next };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message.replace(/^CronPattern: /, '') : String(err) };
  }
}

/** The first run strictly after `after`, or null for an expression that never runs again. */
export function nextRun(expression: string, after: Date): Date | null {
  const check = checkCron(expression, after, 1);
  return check.ok ? check.next[0] : null;
}
