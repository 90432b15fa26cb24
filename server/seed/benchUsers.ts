/**
 * Fills the database with up to N benchmark users (default 100,000) for the list and picker
 * budgets of design §7:  npx tsx server/seed/benchUsers.ts [count]
 * Uses DATA_DIR / DATABASE_URL like the server (stop the server first when on PGlite: it holds the
 * data directory). Idempotent: accounts bench000001… are inserted once, a second run adds nothing.
 * One INSERT … SELECT over generate_series does the work in the database; names come from a small
 * table of real names with their pinyin initials, organisations round-robin over the schools'
 * departments. Password: DEMO_PASSWORD, else ADMIN_PASSWORD, else Bench12345.
 */
import { loadConfig } from '../config';
import { migrate, openDatabase, type Database } from '../db/client';
import { hashPassword, md5 } from '../auth/password';
import { seedIfEmpty } from './seed';
import { nameGenerator } from './names';
import { quickQuery } from '../kit/quickQuery';

export const BENCH_PREFIX = 'bench';

export async function insertBenchUsers(database: Database, count: number, password: string): Promise<{ inserted: number; total: number }> {
  const gen = nameGenerator(7);
  const names: string[] = [];
  const initials: string[] = [];
  const genders: number[] = [];
  for (let i = 0; i < 997; i++) {
    const n = gen.name();
    names.push(n.realName);
    initials.push(quickQuery(n.realName));
    genders.push(n.gender);
  }
  const places = await database.query<{ organize_id: string; department_id: string }>(
    `SELECT d.company_id AS organize_id, d.id AS department_id FROM organize d JOIN organize c ON c.id = d.company_id
      WHERE d.category = 'department' AND c.parent_id <> '-1' ORDER BY d.tree_path`,
  );
  if (!places.length) throw new Error('No school departments found: seed the demo district first (SEED_DEMO not false).');
  const hash = await hashPassword(md5(password));
  const before = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE account LIKE $1`, [`${BENCH_PREFIX}%`]);
  await database.query(
    `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code)
     SELECT $1 || lpad(i::text, 6, '0'),
            ($2::text[])[1 + i % $6],
            ($3::text[])[1 + i % $6],
            ($4::int[])[1 + i % $6],
            '139' || lpad(i::text, 8, '0'),
            $1 || lpad(i::text, 6, '0') || '@bench.educloud.cn',
            ($7::text[])[1 + i % $9],
            ($8::text[])[1 + i % $9],
            $5,
            100000 + i
       FROM generate_series(1, $10::int) AS i
     ON CONFLICT (account) DO NOTHING`,
    [BENCH_PREFIX, names, initials, genders, hash, names.length, places.map((p) => p.organize_id), places.map((p) => p.department_id), places.length, count],
  );
  // Benchmark users are teachers, so they can sign in and hold menus like the demo staff.
  await database.query(
    `INSERT INTO user_relation (user_id, object_type, object_id)
     SELECT u.id, 'Role', r.id FROM users u, role r WHERE u.account LIKE $1 AND r.en_code = 'teacher'
     ON CONFLICT DO NOTHING`,
    [`${BENCH_PREFIX}%`],
  );
  await database.query('ANALYZE users');
  await database.query('ANALYZE user_relation');
  const after = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE account LIKE $1`, [`${BENCH_PREFIX}%`]);
  return { inserted: Number(after[0].n) - Number(before[0].n), total: Number(after[0].n) };
}

async function main() {
  const count = Math.max(1, Math.min(1_000_000, Number(process.argv[2] ?? process.env.BENCH_USERS ?? 100_000)));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await seedIfEmpty(database, config);
    const started = Date.now();
    const password = config.demoPassword ?? config.adminPassword ?? 'Bench12345';
    const { inserted, total } = await insertBenchUsers(database, count, password);
    console.log(`bench users: ${inserted} inserted, ${total} in all (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('benchUsers.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
