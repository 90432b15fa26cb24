import os from 'node:os';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/support/browser';
import { CONFIG, OUT, serveStatic } from './renderer';

/**
 * 项目甘特 (issue 18): the first render of a 1,000-task Gantt chart in chromium, on the renderer
 * benches' timing page (bench/perf, case `gantt:ours` in bench/perf/ganttCase.tsx). Median and best
 * of BENCH_RENDER_RUNS runs (default 5).
 */
export async function ganttFigures() {
  const runs = Math.max(1, Number(process.env.BENCH_RENDER_RUNS || 5));
  await build({ configFile: CONFIG, logLevel: 'warn' });
  const server = await serveStatic(OUT);
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(server.url);
    await page.waitForFunction(() => window.__benchReady === true);
    const samples: Record<string, number>[] = [];
    for (let i = 0; i < runs; i++) samples.push(await page.evaluate(() => window.__bench['gantt:ours']()));
    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    const median = +(times.length % 2 ? times[times.length >> 1] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2).toFixed(1);
    const best = +times[0].toFixed(1);
    return {
      lines: [
        ['Gantt 1,000 tasks first render (median / best)', `${median} ms / ${best} ms (${samples[0].bars} bars, ${samples[0].arrows} arrows, load ${os.loadavg()[0].toFixed(1)})`],
      ] as [string, string][],
      results: { gantt1000FirstRender: { medianMs: median, bestMs: best, bars: samples[0].bars, arrows: samples[0].arrows, runs: samples, loadAverage: os.loadavg().map((l) => +l.toFixed(1)) } },
    };
  } finally {
    await browser.close().catch(() => {});
    server.close();
  }
}
