/**
 * `npm run bench`: measures in one run and prints figures and ratios; writes bench/results.json.
 * Server figures: autocannon against servers in child processes on loopback. Client figures:
 * Debian chromium through playwright-core against the built app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { BROWSER_ENCODING, CONNECTIONS, DURATION, load } from './load';
import { clientFigures } from './client';
import { LiveRig, capacity, capacityLines, liveFigures } from './live';
import { dbFigures, sideBySide, watchLines, watchUnderLoad, type Fig } from './dbFigures';
// @ts-expect-error plain ESM helper shared with the test runner, no types
import { startPostgres } from '../scripts/postgres.mjs';
import { rendererFigures } from './renderer';
import { designerFigures } from './designer';
import { workflowFigures } from './workflow';
import { dataBackupFigures } from './dataBackup';
import { portalFigures } from './portal';
import { diskFigures } from './disk';
import { ganttFigures } from './gantt';
import { bigDataFigures } from './examplesBigData';

const results: Record<string, unknown> = {};
const TMP = path.resolve('.tmp/bench');
const PASSWORD = 'Bench12345';

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let buf = '';
    child.stdout!.on('data', (d) => {
      buf += d;
      const m = buf.match(/READY (\d+)/);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

async function login(base: string, account = 'admin') {
  const res = await fetch(`${base}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: crypto.createHash('md5').update(PASSWORD).digest('hex') }),
  });
  const j = (await res.json()) as { data: { token: string } };
  return j.data.token;
}

function print(label: string, value: string) {
  console.log(`${label.padEnd(52)} ${value}`);
}

async function main() {
  fs.rmSync(TMP, { recursive: true, force: true });
  fs.mkdirSync(TMP, { recursive: true });
  console.log(`EduCloud Console benchmarks (${DURATION}s runs, ${CONNECTIONS} connections, ${new Date().toISOString()})\n`);

  // The yardstick stays up; it is measured right before and after the list it is compared with, and
  // the ratio uses the mean, so a machine that drifts during the run does not tilt the ratio.
  const hello = await start('bench/hello.ts', {});
  const helloUrl = `http://127.0.0.1:${hello.port}/hello`;
  const helloFig = await load(helloUrl);
  results.hello = helloFig;
  print('bare Fastify hello', `${helloFig.rps} req/s, p99 ${helloFig.p99} ms`);

  const users = Number(process.env.BENCH_USERS || 100_000);
  const records = Number(process.env.BENCH_RECORDS || 100_000);
  const seedEnv = { ADMIN_PASSWORD: PASSWORD, DEMO_PASSWORD: PASSWORD, BENCH_USERS: String(users), BENCH_RECORDS: String(records), LOG_LEVEL: 'silent' };
  console.log(`\nseeding the product database with ${users} users and ${records} model records (PGlite, and PostgreSQL when installed)…`);
  // The private PostgreSQL the API tests use (scripts/postgres.mjs), seeded the same; null without Debian's postgresql.
  // BENCH_PG=0 leaves it out (a quicker run, or a comparison with an older PGlite build).
  const cluster = process.env.BENCH_PG === '0' ? null : (startPostgres as () => { url: string; stop(): void } | null)();
  let pgUrl: string | null = null;
  if (cluster) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const u = new URL(cluster.url);
    u.pathname = '/bench';
    pgUrl = u.toString();
  }
  const [srv, pgSrv] = await Promise.all([
    start('bench/serve.ts', { ...seedEnv, DATA_DIR: path.join(TMP, 'data') }),
    pgUrl ? start('bench/serve.ts', { ...seedEnv, DATA_DIR: path.join(TMP, 'pg-files'), DATABASE_URL: pgUrl }) : Promise.resolve(null),
  ]);
  const base = `http://127.0.0.1:${srv.port}`;
  const pgBase = pgSrv ? `http://127.0.0.1:${pgSrv.port}` : null;
  const children: ChildProcess[] = [srv.child, ...(pgSrv ? [pgSrv.child] : [])];
  const onlyDb = process.env.BENCH_ONLY === 'db';
  try {
    const token = await login(base);
    const browser = { authorization: token, 'accept-encoding': BROWSER_ENCODING };
    const pageOne = `${base}/api/Permission/Users?currentPage=1&pageSize=20`;
    const before = await load(helloUrl);
    const list = await load(pageOne, { headers: browser });
    const after = await load(helloUrl);
    const helloRps = Math.round((before.rps + after.rps) / 2);
    const ratio = +(list.rps / helloRps).toFixed(3);
    results.userList = { ...list, users, hello: helloRps, helloBefore: before.rps, helloAfter: after.rps, ratio };
    print(`GET /api/Permission/Users page 1 of ${users} users`, `${list.rps} req/s, p99 ${list.p99} ms, ratio to hello ${ratio.toFixed(2)}`);
    print('  … hello measured around it (before / after)', `${before.rps} / ${after.rps} req/s; answer ${list.bytesPerRequest} B as the browser asks (${BROWSER_ENCODING})`);
    const plain = await load(pageOne, { headers: { authorization: token } });
    results.userListUncompressed = { ...plain, ratio: +(plain.rps / helloRps).toFixed(3) };
    print('  … without Accept-Encoding (uncompressed JSON)', `${plain.rps} req/s, p99 ${plain.p99} ms, ratio ${(plain.rps / helloRps).toFixed(2)}, ${plain.bytesPerRequest} B`);
    const teacherToken = await login(base, 'teacher');
    const scoped = await load(pageOne, { headers: { ...browser, authorization: teacherToken } });
    results.userListScoped = scoped;
    print('  … as a teacher (data permission: own school)', `${scoped.rps} req/s, p99 ${scoped.p99} ms`);

    // Issue 19: the database-bound figures on both databases, side by side, as ratios to hello.
    console.log(`\nlists, keywords, models and sign-in on PGlite${pgBase ? ' and PostgreSQL' : ''} (issue 19; ratio ×hello ${helloRps.toLocaleString('en-US')} req/s)`);
    const backends: { name: string; figs: Fig[]; loadAverage: number[] }[] = [];
    backends.push({ name: 'PGlite (worker thread)', figs: await dbFigures(base, PASSWORD), loadAverage: os.loadavg() });
    if (pgBase) backends.push({ name: 'PostgreSQL (private cluster)', figs: await dbFigures(pgBase, PASSWORD), loadAverage: os.loadavg() });
    for (const [k, v] of sideBySide(backends, helloRps)) print(k, v);
    print('  … load average (1 min) after each column', backends.map((b) => b.loadAverage[0].toFixed(1)).join(' / '));
    results.databases = Object.fromEntries(backends.map((b) => [b.name, { figures: Object.fromEntries(b.figs.map((f) => [f.key, { ...f.load, ratio: +(f.load.rps / helloRps).toFixed(3) }])), loadAverage: b.loadAverage.map((l) => +l.toFixed(1)) }]));

    // What a blocked event loop would hurt, measured while uncached lists load each server.
    console.log('\nunder load: a cached page and the live channel while uncached lists are asked (issue 19)');
    for (const [name, b] of [['PGlite', base], ...(pgBase ? [['PostgreSQL', pgBase]] : [])] as [string, string][]) {
      const rig = await LiveRig.open(b, PASSWORD, { sockets: 200, users: 200 });
      try {
        const w = await watchUnderLoad(b, PASSWORD, rig);
        results[`underLoad${name}`] = w;
        for (const [k, v] of watchLines(name, w)) print(k, v);
      } finally {
        await rig.close();
      }
    }

    const sections: [string, () => Promise<{ lines: [string, string][]; results: Record<string, unknown> }>][] = [
      ['live channel capacity (issues 6, 19)', () => liveFigures(base, PASSWORD)],
    ];
    if (pgUrl && pgBase) {
      sections.push([
        'live channel capacity, two instances on PostgreSQL (issue 19)',
        async () => {
          const second = await start('bench/serve.ts', { ...seedEnv, DATA_DIR: path.join(TMP, 'pg-files'), DATABASE_URL: pgUrl });
          children.push(second.child);
          const rig = await LiveRig.open([pgBase, `http://127.0.0.1:${second.port}`], PASSWORD);
          try {
            const cap = await capacity(rig, Number(process.env.LIVE_STEP_SECONDS || 3));
            return { lines: capacityLines(cap, rig.socketCount, 'two instances on PostgreSQL'), results: { liveCapacityTwoInstances: { ...cap, sockets: rig.socketCount, loadAverage: os.loadavg().map((l) => +l.toFixed(1)) } } };
          } finally {
            await rig.close();
            second.child.kill('SIGTERM');
          }
        },
      ]);
    }
    if (!onlyDb) {
      sections.push(
        ['shell in chromium (issues 2, 4)', () => clientFigures(base, PASSWORD)],
        ['portal and big screen in chromium (issue 16)', () => portalFigures(base, token)],
        ['项目甘特 in chromium (issue 18)', () => ganttFigures()],
        ['大数据: a list over 1,000,000 rows (issue 18)', () => bigDataFigures(base, token, helloRps)],
      );
    }
    for (const [title, run] of sections) {
      console.log(`\n${title}`);
      try {
        const fig = await run();
        Object.assign(results, fig.results);
        for (const [k, v] of fig.lines) print(k, v);
      } catch (err) {
        print(title, `failed: ${(err as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    for (const c of children) c.kill('SIGTERM');
    hello.child.kill();
    // Give the servers a moment to close their databases before the cluster stops.
    await new Promise((r) => setTimeout(r, 1500));
    cluster?.stop();
  }
  if (onlyDb) {
    fs.writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
    console.log('\nwritten bench/results.json (BENCH_ONLY=db: server and database figures only)');
    return;
  }
  // Renderer timings need no server; measured after it stopped so it does not share the CPU.
  console.log('\nrenderer and widgets in chromium, next to plain antd (issue 5)');
  try {
    const fig = await rendererFigures();
    Object.assign(results, fig.results);
    for (const [k, v] of fig.lines) print(k, v);
  } catch (err) {
    print('renderer figures', `failed: ${(err as Error).message.split('\n')[0]}`);
  }
  console.log('\nthe page designer in chromium (issue 13)');
  try {
    const fig = await designerFigures();
    Object.assign(results, fig.results);
    for (const [k, v] of fig.lines) print(k, v);
  } catch (err) {
    print('designer figures', `failed: ${(err as Error).message.split('\n')[0]}`);
  }
  console.log('\n数据备份 and 数据接口 (issue 15)');
  try {
    const fig = await dataBackupFigures();
    Object.assign(results, fig.results);
    for (const [k, v] of fig.lines) print(k, v);
  } catch (err) {
    print('data backup figures', `failed: ${(err as Error).message.split('\n')[0]}`);
  }
  console.log('\n网络硬盘: 1 GB upload and download against a plain disk copy (issue 17)');
  try {
    const fig = await diskFigures();
    Object.assign(results, fig.results);
    for (const [k, v] of fig.lines) print(k, v);
  } catch (err) {
    print('network disk figures', `failed: ${(err as Error).message.split('\n')[0]}`);
  }
  // Workflow figures fill their own database (a million finished tasks), so they run last, alone.
  console.log('\nworkflow: approvals and the to-do list (issue 14)');
  try {
    const fig = await workflowFigures();
    Object.assign(results, fig.results);
    for (const [k, v] of fig.lines) print(k, v);
  } catch (err) {
    print('workflow figures', `failed: ${(err as Error).message.split('\n')[0]}`);
  }
  fs.writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log('\nwritten bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
