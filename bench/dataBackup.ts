import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrate, openDatabase, type Database } from '../server/db/client';
import { seedIfEmpty } from '../server/seed/seed';
import { seedBenchRecords } from '../server/visualDev/benchRecords';
import { dumpDatabase } from '../server/dataBackup/dump';
import { restoreDatabase, verifyBackup } from '../server/dataBackup/restore';
import { load, randomPath } from './load';

/**
 * 数据备份 and 数据接口 figures (issue 15): the time to back up and to restore (check included) a
 * database with BENCH_DATA_USERS users (default 100,000) and as many student records, and data
 * interface calls per second (a parameterised SQL interface on the built-in database, through the
 * real route). On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names an empty database.
 */
const USERS = Number(process.env.BENCH_DATA_USERS || 100_000);
const RECORDS = Number(process.env.BENCH_DATA_RECORDS || 100_000);
const PASSWORD = 'bench12345';

async function fill(db: Database) {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  await db.query(
    `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code)
     SELECT 'bench' || g, '测试' || g, 'cs' || g, 1 + (g % 2), '139' || lpad(g::text, 8, '0'), 'bench' || g || '@educloud.cn',
            t.organize_id, t.department_id, t.password_hash, 1000 + g
       FROM generate_series(1, $1::int) g, (SELECT organize_id, department_id, password_hash FROM users WHERE account = 'teacher') t`,
    [Math.max(0, USERS - n)],
  );
  await seedBenchRecords(db, RECORDS);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function figuresOn(label: string, databaseUrl: string | null): Promise<[string, string][]> {
  const lines: [string, string][] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ec-data-bench-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl, adminPassword: PASSWORD, demoPassword: PASSWORD, seedDemo: true, logLevel: 'silent' };
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
    await fill(db);
    const [{ users }] = await db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
    const file = path.join(dataDir, 'bench.ndjson.gz');
    let t = performance.now();
    const dumped = await dumpDatabase(db, `${file}.part`, file);
    const backupMs = performance.now() - t;
    lines.push([`${label}: backup of ${users} users, ${dumped.rows} rows`, `${seconds(backupMs)}, ${(dumped.bytes / 1048576).toFixed(1)} MB`]);
    t = performance.now();
    await verifyBackup(db, file);
    const restored = await restoreDatabase(db, file);
    const restoreMs = performance.now() - t;
    const [{ after }] = await db.query<{ after: number }>('SELECT count(*)::int AS after FROM users');
    if (after !== users || restored.rows !== dumped.rows) throw new Error(`restore brought back ${after} users, ${restored.rows} rows`);
    lines.push([`${label}: restore (checksum check, then load)`, seconds(restoreMs)]);

    const app = await buildApp({ ...config, distDir: path.join(dataDir, 'no-dist') }, db, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    try {
      const login = (await (
        await fetch(`${base}/api/Common/Login/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'admin', password: crypto.createHash('md5').update(PASSWORD).digest('hex') }),
        })
      ).json()) as { data: { token: string } };
      const token = login.data.token;
      const created = (await (
        await fetch(`${base}/api/System/DataInterface`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({
            fullName: '按账户查用户',
            enCode: 'benchUserByAccount',
            dataType: 'sql',
            queryText: 'SELECT account, real_name FROM users WHERE account = :account',
            parameters: [{ name: 'account', required: true }],
          }),
        })
      ).json()) as { data: { id: string } };
      const url = `${base}/api/System/DataInterface/${created.data.id}/Actions/Response`;
      const fig = await load(url, {
        headers: { authorization: token },
        ...randomPath(() => `/api/System/DataInterface/${created.data.id}/Actions/Response?account=bench${1 + Math.floor(Math.random() * (USERS - 500))}`),
      });
      lines.push([`${label}: data interface calls (SQL, 1 parameter)`, `${fig.rps} req/s, p99 ${fig.p99} ms${fig.errors ? `, ${fig.errors} errors` : ''}`]);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

export async function dataBackupFigures() {
  const lines = await figuresOn('PGlite', null);
  if (process.env.BENCH_DATABASE_URL) lines.push(...(await figuresOn('PostgreSQL', process.env.BENCH_DATABASE_URL)));
  else lines.push(['PostgreSQL', 'skipped: set BENCH_DATABASE_URL (an empty database) to measure it']);
  return { lines, results: { dataBackup: Object.fromEntries(lines) } };
}

if (process.argv[1]?.endsWith('dataBackup.ts')) {
  dataBackupFigures().then(
    (f) => {
      for (const [k, v] of f.lines) console.log(`${k.padEnd(60)} ${v}`);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
