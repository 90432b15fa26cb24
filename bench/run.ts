/**
 * `npm run bench`: measures in one run and prints figures and ratios; writes bench/results.json.
 * Server figures: autocannon against servers in child processes on loopback. Client figures:
 * Debian chromium through playwright-core against the built app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { clientFigures } from './client';
import { liveFigures } from './live';
import { modelFigures } from './models';
import { rendererFigures } from './renderer';

const results: Record<string, unknown> = {};
const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
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

async function load(url: string, opts: Partial<autocannon.Options> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
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

  const hello = await start('bench/hello.ts', {});
  const helloFig = await load(`http://127.0.0.1:${hello.port}/hello`);
  hello.child.kill();
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
    const list = await load(`${base}/api/Permission/Users?currentPage=1&pageSize=20`, { headers: { authorization: token } });
    results.userList = { ...list, users, ratio: +(list.rps / helloFig.rps).toFixed(3) };
    print(`GET /api/Permission/Users page 1 of ${users} users`, `${list.rps} req/s, p99 ${list.p99} ms, ratio to hello ${(list.rps / helloFig.rps).toFixed(2)}`);
    const cold = await load(`${base}/api/Permission/Users`, {
      headers: { authorization: token },
      // A random page of 5,000 on every request: answers come from the database, not the list cache.
      requests: [{ setupRequest: (r) => ({ ...r, path: `/api/Permission/Users?pageSize=20&currentPage=${1 + Math.floor(Math.random() * 5000)}` }) }],
    });
    results.userListCold = cold;
    print('  … random pages (no cache hits)', `${cold.rps} req/s, p99 ${cold.p99} ms`);
    const deep = await load(`${base}/api/Permission/Users?currentPage=200&pageSize=20&keyword=bench1`, { headers: { authorization: token } });
    results.userListKeyword = deep;
    print('  … with keyword and page 200', `${deep.rps} req/s, p99 ${deep.p99} ms`);
    const teacherToken = await login(base, 'teacher');
    const scoped = await load(`${base}/api/Permission/Users?currentPage=1&pageSize=20`, { headers: { authorization: teacherToken } });
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
      ['generated model pages (issue 7)', () => modelFigures(base, token, helloFig.rps)],
      ['live channel (issue 6)', () => liveFigures(base, PASSWORD)],
      ['shell in chromium (issues 2, 4)', () => clientFigures(base, PASSWORD)],
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
  fs.writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log('\nwritten bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
