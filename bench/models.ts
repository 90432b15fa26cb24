import os from 'node:os';
import type autocannon from 'autocannon';
import { BROWSER_ENCODING, load, randomPath, type Load } from './load';

/**
 * The generated-model record list (design §7's server budget, applied to visual-dev records): paged
 * lists of model-student's records as admin, as throughput and p99 and as a ratio to the same
 * machine's bare-Fastify `hello`. Expects the bench server to hold BENCH_RECORDS (100,000) records,
 * inserted by bench/serve.ts before it listens; reports how many it found.
 */
const MODEL = 'model-student';
const LIST = `/api/VisualDevelopment/Model/${MODEL}/List`;
const PAGE_SIZE = 20;
/** Common enough to match hundreds of records; the same each request, so its total is cached. */
const KEYWORD = '王子涵';

function authorised(token: string, opts: Partial<autocannon.Options> = {}): Partial<autocannon.Options> {
  return { headers: { authorization: token, 'accept-encoding': BROWSER_ENCODING }, ...opts };
}

async function listTotal(base: string, token: string, query: string): Promise<number> {
  const res = await fetch(`${base}${LIST}?${query}`, { headers: { authorization: token } });
  const body = (await res.json()) as { code: number; msg: string; data?: { pagination?: { total: number } } };
  if (body.code !== 200) throw new Error(`${LIST} answered ${body.code} ${body.msg}`);
  return body.data?.pagination?.total ?? 0;
}

export async function modelFigures(base: string, token: string, helloRps: number) {
  const lines: [string, string][] = [];
  const results: Record<string, unknown> = {};
  const ratio = (rps: number) => (helloRps > 0 ? +(rps / helloRps).toFixed(3) : null);
  const show = (f: Load) =>
    `${f.rps.toLocaleString('en-US')} req/s, p99 ${f.p99} ms${helloRps > 0 ? `, ratio to hello ${(f.rps / helloRps).toFixed(2)}` : ''}${f.errors ? `, ${f.errors} errors` : ''}`;
  try {
    const records = await listTotal(base, token, `currentPage=1&pageSize=${PAGE_SIZE}`);
    const expected = Number(process.env.BENCH_RECORDS || 100_000);
    results.modelRecords = records;
    if (records < expected) lines.push([`${MODEL} records`, `${records.toLocaleString('en-US')} (expected ${expected.toLocaleString('en-US')}: bench/serve.ts inserts them when BENCH_RECORDS is set)`]);
    const label = `${records.toLocaleString('en-US')} records`;
    const pages = Math.max(1, Math.ceil(records / PAGE_SIZE));

    const first = await load(`${base}${LIST}?currentPage=1&pageSize=${PAGE_SIZE}`, authorised(token));
    results.modelList = { ...first, records, ratio: ratio(first.rps) };
    lines.push([`GET model-student List page 1 of ${label}`, show(first)]);

    // A random page size too: the answers are cached per query, and 5,000 pages asked ~8,000 times
    // would be half cache hits; with 11 sizes a repeat is rare, so nearly every answer is a database round.
    const randomPage = randomPath(() => {
      const size = PAGE_SIZE - 5 + Math.floor(Math.random() * 11);
      return `${LIST}?pageSize=${size}&currentPage=${1 + Math.floor(Math.random() * Math.ceil(records / size))}`;
    });
    const random = await load(`${base}${LIST}`, authorised(token, randomPage));
    results.modelListRandomPages = { ...random, pages, ratio: ratio(random.rps) };
    lines.push([`  … random pages of ${pages.toLocaleString('en-US')} (rows uncached: random page and size)`, show(random)]);

    const keywordTotal = await listTotal(base, token, `currentPage=1&pageSize=${PAGE_SIZE}&keyword=${encodeURIComponent(KEYWORD)}`);
    const keyword = await load(`${base}${LIST}?currentPage=1&pageSize=${PAGE_SIZE}&keyword=${encodeURIComponent(KEYWORD)}`, authorised(token));
    results.modelListKeyword = { ...keyword, keyword: KEYWORD, matches: keywordTotal, ratio: ratio(keyword.rps) };
    lines.push([`  … keyword '${KEYWORD}' (${keywordTotal} matches)`, show(keyword)]);

    // A different student number each request: neither the rows nor the total can come from a cache.
    const lookup = await load(
      `${base}${LIST}`,
      authorised(token, randomPath(() => `${LIST}?pageSize=${PAGE_SIZE}&currentPage=1&keyword=XSB${String(1 + Math.floor(Math.random() * records)).padStart(7, '0')}`)),
    );
    results.modelListKeywordRandom = { ...lookup, ratio: ratio(lookup.rps) };
    lines.push(['  … random student number as keyword (uncached)', show(lookup)]);
    results.modelBench = { loadAverage: os.loadavg().map((l) => +l.toFixed(1)) };
  } catch (err) {
    lines.push(['model record figures', `failed: ${(err as Error).message.split('\n')[0]}`]);
  }
  return { lines, results };
}
