import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../tests/e2e/support/browser';

/**
 * 门户 and 大屏 in Debian chromium (issue 16): first paint of a 12-card portal and of the seeded
 * 教育数据大屏, each opened as a wall display (/display/:id with a one-time ticket) against the
 * product server. Two figures per page: the browser's first contentful paint, and the time until
 * every card shows its data (no card still loading, every chart drawn). Medians of BENCH_PORTAL_RUNS
 * (default 5) fresh browser contexts.
 */

const KINDS = ['number', 'bar', 'line', 'pie', 'gauge', 'number', 'bar', 'line', 'todos', 'notices', 'calendar', 'richText'] as const;
const KEYS = ['usersPerSchool', 'studentsPerSchool', 'leavePerMonth', 'scoresPerSubject'];

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function call<T = { id: string }>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const j = (await res.json()) as { code: number; msg: string; data: T };
  if (j.code !== 200) throw new Error(`${url}: ${j.code} ${j.msg}`);
  return j.data;
}

export async function portalFigures(base: string, token: string) {
  const lines: [string, string][] = [];
  const results: Record<string, unknown> = {};
  const runs = Math.max(1, Number(process.env.BENCH_PORTAL_RUNS || 5));
  const cards = KINDS.map((kind, n) => ({
    i: `c${n}`,
    x: (n % 4) * 3,
    y: Math.floor(n / 4) * 5,
    w: 3,
    h: 5,
    kind,
    title: `卡片${n + 1}`,
    ...(['todos', 'notices', 'calendar', 'richText'].includes(kind) ? {} : { source: { type: 'aggregate', key: KEYS[n % KEYS.length] } }),
    ...(kind === 'richText' ? { html: '<p>本周重点</p>' } : {}),
  }));
  const created = await call(base, token, 'POST', '/api/VisualDevelopment/Portal', { fullName: '基准门户', enCode: `benchPortal${Date.now()}`, state: 1, definition: { cards } });
  const browser = await launchBrowser();
  try {
    const measure = async (id: string, selector: string, count: number) => {
      const fcp: number[] = [];
      const ready: number[] = [];
      for (let i = 0; i < runs; i++) {
        const { iframeToken } = await call<{ iframeToken: string }>(base, token, 'POST', '/api/Common/Login/IframeToken/Create');
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
        const page = await context.newPage();
        const t0 = Date.now();
        await page.goto(`${base}/display/${encodeURIComponent(id)}?ticket=${encodeURIComponent(iframeToken)}`);
        await page.waitForFunction(
          ({ selector, count }) => {
            const items = [...document.querySelectorAll(selector)];
            return items.length === count && !document.querySelector('.ant-skeleton') && [...document.querySelectorAll('div[role="img"]')].every((chart) => chart.querySelector('canvas'));
          },
          { selector, count },
          { timeout: 60_000, polling: 'raf' },
        ).catch(async (err: unknown) => {
          await page.screenshot({ path: '.tmp/bench-portal-timeout.png' });
          throw err;
        });
        ready.push(Date.now() - t0);
        fcp.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
        await context.close();
      }
      return { fcpMs: Math.round(med(fcp)), readyMs: med(ready), runs: ready };
    };
    const portal = await measure(created.id, '[data-card]', 12);
    const screen = await measure('screen-education', '[data-item]', 10);
    results.portal12 = { ...portal, loadAverage: os.loadavg().map((l) => +l.toFixed(1)) };
    results.bigScreen = screen;
    lines.push(['12-card portal: first contentful paint (median)', `${portal.fcpMs} ms`]);
    lines.push(['12-card portal: every card with its data (median)', `${portal.readyMs} ms (ticket exchange, 8 charts, to-dos, notices)`]);
    lines.push(['教育数据大屏: first contentful paint (median)', `${screen.fcpMs} ms`]);
    lines.push(['教育数据大屏: every item with its data (median)', `${screen.readyMs} ms (map geometry included)`]);
  } finally {
    await browser.close().catch(() => {});
    await call(base, token, 'DELETE', `/api/VisualDevelopment/Portal/${created.id}`).catch(() => undefined);
  }
  return { lines, results };
}

// `tsx bench/portal.ts` runs this section alone, on the seeded demo district without the bulk rows.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataDir = path.resolve('.tmp/bench-portal');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const password = 'Bench12345';
  const child = spawn('node_modules/.bin/tsx', ['bench/serve.ts'], { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, DEMO_PASSWORD: password, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => (out += d) && /READY (\d+)/.test(out) && resolve(Number(/READY (\d+)/.exec(out)![1])));
      child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const signIn = await fetch(`${base}/api/Common/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: crypto.createHash('md5').update(password).digest('hex') }),
    });
    const { lines } = await portalFigures(base, ((await signIn.json()) as { data: { token: string } }).data.token);
    for (const [k, v] of lines) console.log(`${k.padEnd(52)} ${v}`);
  } finally {
    child.kill('SIGTERM');
  }
}
