/**
 * `npm run bench`: measures in one run and prints figures and ratios; writes bench/results.json.
 * Server figures: autocannon against servers in child processes on loopback. Client figures:
 * Debian chromium through playwright-core against the built app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { BROWSER_ENCODING, CONNECTIONS, DURATION, load, randomPath } from './load';
import { clientFigures } from './client';
import { liveFigures } from './live';
import { modelFigures } from './models';
import { rendererFigures } from './renderer';
import { designerFigures } from './designer';
import { workflowFigures } from './workflow';
import { dataBackupFigures } from './dataBackup';
import { portalFigures } from './portal';
import { diskFigures } from './disk';
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
  console.log(`\nseeding the product database with ${users} users and ${records} model records…`);
  const srv = await start('bench/serve.ts', {
    DATA_DIR: path.join(TMP, 'data'),
    ADMIN_PASSWORD: PASSWORD,
    DEMO_PASSWORD: PASSWORD,
    BENCH_USERS: String(users),
    BENCH_RECORDS: String(records),
    LOG_LEVEL: 'silent',
  });
  const base = `http://127.0.0.1:${srv.port}`;
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
    const cold = await load(`${base}/api/Permission/Users`, {
      headers: browser,
      // A random page of 5,000 on every request: answers come from the database, not the list cache.
      ...randomPath(() => `/api/Permission/Users?pageSize=20&currentPage=${1 + Math.floor(Math.random() * 5000)}`),
    });
    results.userListCold = cold;
    print('  … random pages (no cache hits)', `${cold.rps} req/s, p99 ${cold.p99} ms`);
    const deep = await load(`${base}/api/Permission/Users?currentPage=200&pageSize=20&keyword=bench1`, { headers: browser });
    results.userListKeyword = deep;
    print('  … with keyword and page 200', `${deep.rps} req/s, p99 ${deep.p99} ms`);
    const teacherToken = await login(base, 'teacher');
    const scoped = await load(pageOne, { headers: { ...browser, authorization: teacherToken } });
    results.userListScoped = scoped;
    print('  … as a teacher (data permission: own school)', `${scoped.rps} req/s, p99 ${scoped.p99} ms`);
    const loginBody = JSON.stringify({ account: 'sysadmin', password: crypto.createHash('md5').update(PASSWORD).digest('hex') });
    const loginFig = await load(`${base}/api/Common/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      duration: Math.min(DURATION, 5),
      connections: 4,
    });
    results.login = loginFig;
    print('POST /api/Common/Login/Login (scrypt N=16384)', `${loginFig.rps} req/s, p99 ${loginFig.p99} ms`);

    const sections: [string, () => Promise<{ lines: [string, string][]; results: Record<string, unknown> }>][] = [
      ['generated model pages (issue 7)', () => modelFigures(base, token, helloRps)],
      ['live channel (issue 6)', () => liveFigures(base, PASSWORD)],
      ['shell in chromium (issues 2, 4)', () => clientFigures(base, PASSWORD)],
      ['portal and big screen in chromium (issue 16)', () => portalFigures(base, token)],
      ['大数据: a list over 1,000,000 rows (issue 18)', () => bigDataFigures(base, token, helloRps)],
    ];
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
    srv.child.kill('SIGTERM');
    hello.child.kill();
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
