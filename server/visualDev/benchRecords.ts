// Bench data: 100,000 students of model-student, for timing the paged record list.
//   npx tsx server/visualDev/benchRecords.ts          (DATA_DIR / DATABASE_URL as for the server)
// Idempotent: rows have fixed ids ('bench-student-<n>'), so a second run inserts nothing. Stop the
// server first when it uses PGlite (one process per data directory).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { readPageModel } from './pageModel';
import { searchTextSql } from './recordQuery';
import { studentSchema } from './seedModels/student';

export const BENCH_MODEL = 'model-student';
const BATCH = 20_000;

/** Inserts the missing bench rows in batches of one generate_series INSERT each; answers how many were added. */
export async function seedBenchRecords(database: Database, count = 100_000): Promise<number> {
  const schools = await database.query<{ id: string }>(
    `SELECT o.id FROM organize o WHERE o.category = 'company' AND o.parent_id <> '-1' ORDER BY o.sort_code, o.id`,
  );
  const orgIds = schools.length ? schools.map((s) => s.id) : (await database.query<{ id: string }>(`SELECT id FROM organize WHERE parent_id = '-1' LIMIT 1`)).map((s) => s.id);
  const admin = await database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'admin'`);
  const keywordFields = readPageModel(studentSchema).keywordFields;
  const present = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM model_record WHERE model_id = $1 AND id LIKE 'bench-student-%'`,
    [BENCH_MODEL],
  );
  if (Number(present[0].n) >= count) return 0;
  let added = 0;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    // Rows are made in SQL from the series number alone, so any batch can be re-run and yields the same rows.
    const rows = await database.query<{ n: number }>(
      `WITH src AS (
         SELECT g,
           jsonb_build_object(
             'studentNo', 'XSB' || lpad(g::text, 7, '0'),
             'name', (ARRAY['王','李','张','刘','陈','杨','黄','赵','吴','周','徐','孙','马','朱','胡','郭'])[1 + g % 16]
                  || (ARRAY['子涵','欣怡','梓轩','浩然','雨桐','思远','一鸣','晨曦','佳琪','俊杰','雅婷','宇航'])[1 + (g / 16) % 12],
             'gender', (1 + g % 2)::text,
             'className', (ARRAY['初一','初二','初三'])[1 + (g / 7) % 3] || '(' || (1 + g % 8) || ')班',
             'ethnicity', '01',
             'phone', '13' || lpad((g % 1000000000)::text, 9, '0'),
             'enrolDate', (2022 + g % 3) || '-09-01'
           ) AS data
         FROM generate_series($1::int, $2::int) g
       ), ins AS (
         INSERT INTO model_record (id, model_id, data, search_text, organize_id, creator_user_id, created_at)
         SELECT 'bench-student-' || g, $3, data, ${searchTextSql('data', '$4')}, ($5::text[])[1 + g % cardinality($5::text[])], $6,
                now() - interval '1 day' - make_interval(secs => g)
           FROM src
         ON CONFLICT (id) DO NOTHING RETURNING 1
       ) SELECT count(*)::int AS n FROM ins`,
      [from, to, BENCH_MODEL, keywordFields, orgIds, admin[0]?.id ?? null],
    );
    added += Number(rows[0].n);
  }
  // PGlite runs no autovacuum: statistics for the planner and the visibility map for index-only counts.
  if (added) await database.exec('VACUUM ANALYZE model_record');
  return added;
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await seedIfEmpty(database, config);
    const started = Date.now();
    const added = await seedBenchRecords(database);
    const total = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM model_record WHERE model_id = $1', [BENCH_MODEL]);
    console.log(`bench records: ${added} added in ${Date.now() - started} ms; ${total[0].n} records of ${BENCH_MODEL}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
