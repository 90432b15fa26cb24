import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';

/**
 * Renderer budgets (design §7), each next to the same measure of plain antd doing the same job:
 * builds bench/perf/ (its own vite config, output .tmp/bench-perf/, the app's dist/ untouched),
 * serves it on loopback and times it in Debian chromium. Medians of BENCH_RENDER_RUNS runs (default 5)
 * per side, the two sides alternating so that drift on the machine hits both alike.
 */
export const CONFIG = path.resolve('bench/perf/vite.config.ts');
export const OUT = path.resolve('.tmp/bench-perf');

type Sample = Record<string, number>;

export function serveStatic(dir: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, rel === '/' ? 'index.html' : rel);
    // Only files inside the build directory; anything else is a 404.
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() })),
  );
}

const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Runs `name:ours` and `name:plain` alternately; a side whose first run is very slow runs fewer times. */
async function compare(page: Page, name: string, runs: number) {
  const samples: Record<'ours' | 'plain', Sample[]> = { ours: [], plain: [] };
  const limit = { ours: runs, plain: runs };
  for (let i = 0; i < runs; i++) {
    for (const side of ['ours', 'plain'] as const) {
      if (samples[side].length >= limit[side]) continue;
      const s = await page.evaluate((key) => window.__bench[key](), `${name}:${side}`);
      samples[side].push(s);
      // Bounded bench: three runs are enough to take a median of something that takes seconds.
      if (i === 0 && Object.values(s).some((v) => v > 3000)) limit[side] = Math.min(runs, 3);
    }
  }
  const pick = (side: 'ours' | 'plain', key: string) => +med(samples[side].map((s) => s[key])).toFixed(1);
  /** Best run: less sensitive than the median to other processes taking the CPU mid-run. */
  const best = (side: 'ours' | 'plain', key: string) => +Math.min(...samples[side].map((s) => s[key])).toFixed(1);
  return { samples, pick, best };
}

const ms = (v: number) => `${v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US')} ms`;

function line(ours: number, plain: number, budget?: number) {
  const verdict = budget === undefined ? '' : ` | budget ${budget} ms${ours > budget ? ' (over)' : ''}`;
  return `ours ${ms(ours)} | plain antd ${ms(plain)} | ratio ${(ours / plain).toFixed(2)}${verdict}`;
}

export async function rendererFigures() {
  const lines: [string, string][] = [];
  const results: Record<string, unknown> = {};
  const runs = Math.max(1, Number(process.env.BENCH_RENDER_RUNS || 5));
  const started = Date.now();
  let server: { url: string; close: () => void } | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    await build({ configFile: CONFIG, logLevel: 'warn' });
    server = await serveStatic(OUT);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => window.__benchReady === true);

    const list = await compare(page, 'list', runs);
    results.renderList10k = {
      oursMs: list.pick('ours', 'ms'),
      plainAntdMs: list.pick('plain', 'ms'),
      bestOursMs: list.best('ours', 'ms'),
      bestPlainAntdMs: list.best('plain', 'ms'),
      oursRowsInDom: list.pick('ours', 'rowsInDom'),
      plainRowsInDom: list.pick('plain', 'rowsInDom'),
      budgetMs: 150,
      runs: list.samples,
    };
    lines.push(['list 10,000 rows first render', line(list.pick('ours', 'ms'), list.pick('plain', 'ms'), 150)]);

    const form = await compare(page, 'form', runs);
    results.renderForm200 = {
      firstRender: {
        oursMs: form.pick('ours', 'ms'),
        plainAntdMs: form.pick('plain', 'ms'),
        bestOursMs: form.best('ours', 'ms'),
        bestPlainAntdMs: form.best('plain', 'ms'),
        budgetMs: 300,
      },
      keystrokeMedian: { oursMs: form.pick('ours', 'keyMedian'), plainAntdMs: form.pick('plain', 'keyMedian'), budgetMs: 16 },
      keystrokeP95: { oursMs: form.pick('ours', 'keyP95'), plainAntdMs: form.pick('plain', 'keyP95'), budgetMs: 16 },
      longestFrameAfterTyping: { oursMs: form.pick('ours', 'pauseFrame'), plainAntdMs: form.pick('plain', 'pauseFrame') },
      runs: form.samples,
    };
    lines.push(['form 200 fields first render', line(form.pick('ours', 'ms'), form.pick('plain', 'ms'), 300)]);
    lines.push(['form 200 fields keystroke (median)', line(form.pick('ours', 'keyMedian'), form.pick('plain', 'keyMedian'), 16)]);
    lines.push(['form 200 fields keystroke (p95)', line(form.pick('ours', 'keyP95'), form.pick('plain', 'keyP95'), 16)]);
    lines.push(['  … longest frame in the pause after typing', line(form.pick('ours', 'pauseFrame'), form.pick('plain', 'pauseFrame'))]);

    const tree = await compare(page, 'tree', runs);
    const broad = await compare(page, 'treeBroad', Math.min(runs, 3));
    results.userTree50k = {
      mount: { oursMs: tree.pick('ours', 'mount'), plainAntdMs: tree.pick('plain', 'mount') },
      open: { oursMs: tree.pick('ours', 'open'), plainAntdMs: tree.pick('plain', 'open'), bestOursMs: tree.best('ours', 'open'), budgetMs: 100 },
      filterNarrow: { keyword: 'T4999', oursMs: tree.pick('ours', 'filter'), plainAntdMs: tree.pick('plain', 'filter'), budgetMs: 100 },
      filterBroad: { keyword: '王', oursMs: broad.pick('ours', 'filter'), plainAntdMs: broad.pick('plain', 'filter'), budgetMs: 100 },
      runs: { narrow: tree.samples, broad: broad.samples },
    };
    lines.push(['user tree 50,000 nodes mount', line(tree.pick('ours', 'mount'), tree.pick('plain', 'mount'))]);
    lines.push(['user tree 50,000 nodes open', line(tree.pick('ours', 'open'), tree.pick('plain', 'open'), 100)]);
    lines.push(["user tree filter 'T4999' (10 users)", line(tree.pick('ours', 'filter'), tree.pick('plain', 'filter'), 100)]);
    lines.push(["user tree filter '王' (~500 users)", line(broad.pick('ours', 'filter'), broad.pick('plain', 'filter'), 100)]);
    if (errors.length) lines.push(['renderer page errors', errors.slice(0, 3).join(' | ')]);
    const load = os.loadavg()[0];
    if (load > os.cpus().length) lines.push(['  (renderer figures taken at load average)', `${load.toFixed(1)} on ${os.cpus().length} cores: expect noise`]);
    results.rendererBench = {
      runs,
      seconds: Math.round((Date.now() - started) / 1000),
      // Other work on the machine moves these figures; the load says how busy it was.
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
      method: 'chromium; performance.now() from render or event to the target DOM plus the next frame; keystrokes to commit + layout',
    };
  } catch (err) {
    lines.push(['renderer figures', `failed: ${(err as Error).message.split('\n')[0]}`]);
  } finally {
    await browser?.close().catch(() => {});
    server?.close();
  }
  return { lines, results };
}
