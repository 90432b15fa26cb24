import type { Database } from '../../db/client';

/*
 * The million rows appear at the list's first use, in one INSERT … SELECT generate_series (measured
 * on PGlite: ~8 s for 1,000,000 rows with their three indexes, once per installation), not in a
 * migration: every fresh `npm start` and every test template would pay it otherwise. An advisory
 * lock makes a second instance (or a second request) wait for the first seeding instead of repeating it.
 */

const LOCK = 920_001;

export const SCHOOLS = ['城东第一中学', '城东第二中学', '城东实验小学', '城西中学'];

export async function seedBigRows(db: Database, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    const [have] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM example_big LIMIT 1) x');
    if (have.n > 0) return 0;
    await tx.query(
      `INSERT INTO example_big (id, code, name, school, grade, score, created_at)
       SELECT g, 'B' || lpad(g::text, 7, '0'),
              (ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + g % 10] || (ARRAY['晨','曦','宇','涵','博','文','怡','轩','琪','睿','安'])[1 + (g / 10) % 11] || (g % 97),
              ($2::text[])[1 + g % 4], 1 + (g * 7) % 12, (g * 37) % 101,
              timestamptz '2020-01-01 08:00:00+08' + (g || ' minutes')::interval
         FROM generate_series(1, $1::int) g`,
      [count, SCHOOLS],
    );
    return count;
  });
}
