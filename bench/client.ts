import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../tests/e2e/support/browser';

/** Login page JS (gzipped, as loaded by a real browser) and sign-in → home interactive time. */
export async function clientFigures(base: string, password: string) {
  const lines: [string, string][] = [];
  const results: Record<string, unknown> = {};
  if (!fs.existsSync('dist/index.html')) {
    lines.push(['client figures', 'skipped: run `npm run build` first']);
    return { lines, results };
  }
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    const sizes: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      scripts.add(new URL(r.url()).pathname);
      sizes.push(r.request().sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    // What went over the wire: the server sends the build's precompressed .br files.
    const transferred = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    let gz = 0;
    let raw = 0;
    for (const p of scripts) {
      const file = path.join('dist', p);
      if (!fs.existsSync(file)) continue;
      const buf = fs.readFileSync(file);
      raw += buf.length;
      gz += zlib.gzipSync(buf, { level: 9 }).length;
    }
    results.loginPageJs = { files: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gz / 1024).toFixed(1), transferredKB: +(transferred / 1024).toFixed(1) };
    lines.push(['login page JavaScript (gzip)', `${(gz / 1024).toFixed(1)} KB in ${scripts.size} files (${(raw / 1024).toFixed(0)} KB raw); budget 300 KB`]);
    lines.push(['  … as transferred to chromium (brotli)', `${(transferred / 1024).toFixed(1)} KB`]);

    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const p = await c.newPage();
      await p.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await p.getByTestId('login-account').fill('admin');
      await p.getByTestId('login-password').fill(password);
      const t0 = Date.now();
      await p.getByTestId('login-submit').click();
      await p.getByTestId('navbar').waitFor({ timeout: 30_000 });
      await p.waitForLoadState('networkidle');
      timings.push(Date.now() - t0);
      await c.close();
    }
    timings.sort((a, b) => a - b);
    results.signInToHomeMs = timings;
    lines.push(['sign-in submit → home interactive (median of 3)', `${timings[1]} ms`]);
  } catch (err) {
    lines.push(['client figures', `failed: ${(err as Error).message.split('\n')[0]}`]);
  } finally {
    await browser.close();
  }
  return { lines, results };
}
