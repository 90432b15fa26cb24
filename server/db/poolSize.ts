import os from 'node:os';

/**
 * Twice this machine's cores, 4 to 10, unless DATABASE_POOL_SIZE says. PostgreSQL's own advice is
 * about twice its cores: more connections than that run their statements side by side and each one
 * slower. With the database on this 2-core machine, 10 per pool served uncached pages slower than 4
 * (medians of alternating rounds: users 1,425 vs 1,557 req/s, issue 19); 10 was the old default, and
 * stays the ceiling of the default, as every instance opens two pools and PostgreSQL allows 100
 * connections unless told otherwise.
 */
export function poolSize(value: string | undefined, cores = os.availableParallelism()): number {
  const asked = Number(value);
  if (value && Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(10, Math.max(4, 2 * cores));
}
