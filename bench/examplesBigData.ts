import { BROWSER_ENCODING, load, randomPath } from './load';

/**
 * 大数据 (issue 18 item 2): the example's list over 1,000,000 rows (EXAMPLE_BIG_ROWS) in the product
 * server. The rows are generated at the list's first use, so the first call's time is the seeding;
 * then, once the total is exact (the landmarks are built), page changes to random pages of the
 * whole list and of a school's rows at 20 connections, with their ratio to the bare hello.
 */

async function page(base: string, token: string, query: string) {
  const res = await fetch(`${base}/api/Extend/BigData?${query}`, { headers: { authorization: token } });
  const j = (await res.json()) as { code: number; msg: string; data: { totalExact: boolean; pagination: { total: number } } };
  if (j.code !== 200) throw new Error(`BigData: ${j.code} ${j.msg}`);
  return j.data;
}

async function untilExact(base: string, token: string, query: string) {
  for (let i = 0; i < 600; i++) {
    const d = await page(base, token, query);
    if (d.totalExact) return d.pagination.total;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the exact total never came');
}

export async function bigDataFigures(base: string, token: string, helloRps: number) {
  const lines: [string, string][] = [];
  let t = performance.now();
  await page(base, token, 'currentPage=1&pageSize=20');
  const seedMs = Math.round(performance.now() - t);
  t = performance.now();
  const total = await untilExact(base, token, 'currentPage=1&pageSize=20');
  const exactMs = Math.round(performance.now() - t);
  const pages = Math.floor(total / 20);
  lines.push([`first use: ${total.toLocaleString('en')} rows generated`, `${(seedMs / 1000).toFixed(1)} s; exact total after ${(exactMs / 1000).toFixed(1)} s more`]);
  const headers = { authorization: token, 'accept-encoding': BROWSER_ENCODING };
  const all = await load(`${base}/api/Extend/BigData`, { headers, ...randomPath(() => `/api/Extend/BigData?pageSize=20&currentPage=${1 + Math.floor(Math.random() * pages)}`) });
  lines.push(['page change, random page of the million', `${all.rps} req/s, p99 ${all.p99} ms, ratio to hello ${(all.rps / helloRps).toFixed(4)}`]);
  const school = encodeURIComponent('城东第二中学');
  const schoolTotal = await untilExact(base, token, `school=${school}&currentPage=1&pageSize=20`);
  const schoolPages = Math.floor(schoolTotal / 20);
  const filtered = await load(`${base}/api/Extend/BigData`, { headers, ...randomPath(() => `/api/Extend/BigData?school=${school}&pageSize=20&currentPage=${1 + Math.floor(Math.random() * schoolPages)}`) });
  lines.push([`  … one school's ${schoolTotal.toLocaleString('en')} rows`, `${filtered.rps} req/s, p99 ${filtered.p99} ms, ratio ${(filtered.rps / helloRps).toFixed(4)}`]);
  return { lines, results: { bigData: { rows: total, seedMs, exactMs, page: { ...all, ratio: +(all.rps / helloRps).toFixed(3) }, schoolPage: { ...filtered, ratio: +(filtered.rps / helloRps).toFixed(3) } } } };
}
