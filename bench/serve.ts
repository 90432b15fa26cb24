import { loadConfig } from '../server/config';
import { migrate, openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/seed/seed';
import { buildApp } from '../server/app';
import { LIVE_LIMITS } from '../server/live/routes';

// The live capacity figure steps the message rate far past what the per-user budget lets a thousand
// users send (20 per 10 s each): the budget is a product limit, not a capacity, so the bench lifts it.
Object.assign(LIVE_LIMITS as unknown as Record<string, number>, { sendsPerWindow: 1_000_000, framesPerWindow: 1_000_000 });

// The product server for benchmarks, in its own process so the load generator does not share its CPU.
const config = { ...loadConfig(), logLevel: 'silent' };
const database = await openDatabase(config);
await migrate(database);
await seedIfEmpty(database, config);
const extra = Number(process.env.BENCH_USERS || 0);
if (extra > 0) {
  const { rows } = { rows: await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users') };
  const missing = extra - Number(rows[0].n);
  if (missing > 0) {
    // Same shape as seeded staff: one school, one department, the demo password hash.
    await database.query(
      `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code)
       SELECT 'bench' || g, '测试' || g, 'cs' || g, 1 + (g % 2), '139' || lpad(g::text, 8, '0'), 'bench' || g || '@educloud.cn',
              t.organize_id, t.department_id, t.password_hash, 1000 + g
         FROM generate_series(1, $1::int) g, (SELECT organize_id, department_id, password_hash FROM users WHERE account = 'teacher') t`,
      [missing],
    );
    // As the periodic maintenance would, so the figures are of a settled table, not a fresh bulk load.
    await database.query('VACUUM (ANALYZE) users');
  }
}
const records = Number(process.env.BENCH_RECORDS || 0);
if (records > 0) {
  const { seedBenchRecords } = await import('../server/visualDev/benchRecords');
  await seedBenchRecords(database, records); // idempotent; analyses the table itself
}
const app = await buildApp(config, database, { logger: false });
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' });
const addr = app.server.address();
console.log(`READY ${typeof addr === 'object' && addr ? addr.port : ''}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
