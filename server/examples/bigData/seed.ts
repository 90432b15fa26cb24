import type { Queryable } from '../../db/client';

/*
 * The million rows appear at the list's first use, not in a migration: every fresh `npm start` and
 * every test template would pay for them otherwise. They go in as INSERT … SELECT generate_series
 * in batches of BATCH rows, each its own statement: PGlite has one connection, and one statement of
 * a million rows (~7 s idle, measured) would hold every other request of the server for that long; between batches
 * the others get their turn. Ids are dense and written in order, so a seeding cut short (a restart)
 * resumes after the highest id, and a second instance doing the same only skips conflicting rows.
 */

export const SCHOOLS = ['城东第一中学', '城东第二中学', '城东实验小学', '城西中学'];
const BATCH = 50_000;

/** Rows written by this call (0 when the table was already full). */
export async function seedBigRows(db: Queryable, count: number): Promise<number> {
  const [{ have }] = await db.query<{ have: number }>('SELECT coalesce(max(id), 0)::int AS have FROM example_big');
  for (let from = have + 1; from <= count; from += BATCH) {
    await db.query(
      `INSERT INTO example_big (id, code, name, school, grade, score, created_at)
       SELECT g, 'B' || lpad(g::text, 7, '0'),
              (ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + g % 10] || (ARRAY['晨','曦','宇','涵','博','文','怡','轩','琪','睿','安'])[1 + (g / 10) % 11] || (g % 97),
              ($3::text[])[1 + g % 4], 1 + (g * 7) % 12, (g * 37) % 101,
              timestamptz '2020-01-01 08:00:00+08' + (g || ' minutes')::interval
         FROM generate_series($1::int, $2::int) g
       ON CONFLICT (id) DO NOTHING`,
      [from, Math.min(count, from + BATCH - 1), SCHOOLS],
    );
  }
  return Math.max(0, count - have);
}
