import os from 'node:os';
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_ENCODING, CONNECTIONS, DURATION, load, uncachedPaths, type Load } from './load';
import { LiveRig } from './live';

/**
 * The database-bound figures of one product server (issue 19), run the same on PGlite and on
 * PostgreSQL so they print side by side as ratios to hello: the users list (cached page 1, random
 * uncached pages, a keyword on page 200), sign-in, and the model record list (page 1, random pages and
 * sizes, a common keyword, a random student number). `watchUnderLoad` measures what a blocked event
 * loop would hurt while uncached lists load the server.
 */
export interface Fig {
  key: string;
  label: string;
  load: Load;
}

const USERS = '/api/Permission/Users';
const MODEL_LIST = '/api/VisualDevelopment/Model/model-student/List';
/** Common enough to match hundreds of records; the same each request, so its total is cached. */
const KEYWORD = '王子涵';

export async function signIn(base: string, account: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: crypto.createHash('md5').update(password).digest('hex') }),
  });
  const j = (await res.json()) as { code: number; msg: string; data?: { token: string } };
  if (j.code !== 200 || !j.data) throw new Error(`sign-in of ${account} answered ${j.code} ${j.msg}`);
  return j.data.token;
}

async function total(base: string, token: string, path: string): Promise<number> {
  const j = (await (await fetch(`${base}${path}`, { headers: { authorization: token } })).json()) as { code: number; msg: string; data?: { pagination?: { total: number } } };
  if (j.code !== 200) throw new Error(`${path} answered ${j.code} ${j.msg}`);
  return j.data?.pagination?.total ?? 0;
}

/** A random page of a list of `rows`, with a random page size from `least` to `most` (so a run has a query space of ~100,000). */
function randomPage(path: string, rows: number, least: number, most: number): string {
  const size = least + Math.floor(Math.random() * (most - least + 1));
  return `${path}?pageSize=${size}&currentPage=${1 + Math.floor(Math.random() * Math.max(1, Math.floor(rows / size)))}`;
}

export async function dbFigures(base: string, password: string): Promise<Fig[]> {
  const token = await signIn(base, 'admin', password);
  const browser = { authorization: token, 'accept-encoding': BROWSER_ENCODING };
  const figs: Fig[] = [];
  const users = await total(base, token, `${USERS}?currentPage=1&pageSize=20`);
  figs.push({ key: 'usersPage1', label: `users list page 1 (cached; ${users.toLocaleString('en-US')} users)`, load: await load(`${base}${USERS}?currentPage=1&pageSize=20`, { headers: browser }) });
  figs.push({
    key: 'usersRandom',
    label: `  … random page and size (uncached: each asked once)`,
    load: await load(`${base}${USERS}`, { headers: browser, uncached: uncachedPaths(() => randomPage(USERS, users, 10, 30)) }),
  });
  figs.push({ key: 'usersKeywordDeep', label: '  … keyword bench1, page 200', load: await load(`${base}${USERS}?currentPage=200&pageSize=20&keyword=bench1`, { headers: browser }) });
  figs.push({
    key: 'login',
    label: 'sign-in (scrypt N=16384, 4 connections)',
    load: await load(`${base}/api/Common/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'sysadmin', password: crypto.createHash('md5').update(password).digest('hex') }),
      duration: Math.min(DURATION, 5),
      connections: 4,
      // The warm-up's last four sign-ins run on after it stops; four more at once would be eight
      // attempts at one account from one address, and the throttle lets five through at a time.
      settleMs: 1500,
    }),
  });
  const records = await total(base, token, `${MODEL_LIST}?currentPage=1&pageSize=20`);
  figs.push({ key: 'modelPage1', label: `model records page 1 (cached; ${records.toLocaleString('en-US')} records)`, load: await load(`${base}${MODEL_LIST}?currentPage=1&pageSize=20`, { headers: browser }) });
  // A random page size too: answers are cached per query; with 11 sizes a repeat is rare.
  figs.push({
    key: 'modelRandom',
    label: '  … random page and size (uncached: each asked once)',
    load: await load(`${base}${MODEL_LIST}`, { headers: browser, uncached: uncachedPaths(() => randomPage(MODEL_LIST, records, 10, 30)) }),
  });
  const matches = await total(base, token, `${MODEL_LIST}?currentPage=1&pageSize=20&keyword=${encodeURIComponent(KEYWORD)}`);
  figs.push({ key: 'modelKeyword', label: `  … keyword '${KEYWORD}' (${matches} matches, cached)`, load: await load(`${base}${MODEL_LIST}?currentPage=1&pageSize=20&keyword=${encodeURIComponent(KEYWORD)}`, { headers: browser }) });
  // A different student number each request: neither the rows nor the total can come from a cache.
  figs.push({
    key: 'modelStudentNo',
    label: '  … a random student number as keyword (uncached: each asked once)',
    load: await load(`${base}${MODEL_LIST}`, {
      headers: browser,
      uncached: uncachedPaths(() => `${MODEL_LIST}?pageSize=20&currentPage=1&keyword=XSB${String(1 + Math.floor(Math.random() * records)).padStart(7, '0')}`),
    }),
  });
  return figs;
}

/** Rows of `figs` per backend, side by side: req/s, p99 and the ratio to hello. */
export function sideBySide(backends: { name: string; figs: Fig[] }[], helloRps: number): [string, string][] {
  const cell = (l: Load | undefined) =>
    l ? `${l.rps.toLocaleString('en-US')} req/s p99 ${l.p99} ms ×${(l.rps / Math.max(1, helloRps)).toFixed(3)}${l.errors ? ` ${l.errors} err` : ''}` : '–';
  const keys = backends[0]?.figs ?? [];
  return [
    ['', backends.map((b) => b.name.padEnd(40)).join(' ')],
    ...keys.map((f): [string, string] => [f.label, backends.map((b) => cell(b.figs.find((x) => x.key === f.key)?.load).padEnd(40)).join(' ')]),
  ];
}

export interface Watch {
  loaded: Load;
  cachedPage: Load;
  live: { rate: number; sent: number; delivered: number; p50: number; p99: number };
  loadAverage: number[];
}

/**
 * While 20 connections ask uncached random users pages, a cached page (2 connections) and the live
 * channel (chat at `rate` msg/s over `rig`) are measured at the same time: if a slow query held
 * the event loop, both would show it.
 */
export async function watchUnderLoad(base: string, password: string, rig: LiveRig, rate = 200): Promise<Watch> {
  const token = await signIn(base, 'admin', password);
  const browser = { authorization: token, 'accept-encoding': BROWSER_ENCODING };
  const users = await total(base, token, `${USERS}?currentPage=1&pageSize=20`);
  // The cached page is asked once first, so it is in the cache when the measurement starts.
  await fetch(`${base}${USERS}?currentPage=1&pageSize=20`, { headers: browser });
  const heavy = autocannon({
    url: `${base}${USERS}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: browser,
    // Page sizes the users figure did not ask, so none of its answers is still in the cache.
    ...uncachedPaths(() => randomPage(USERS, users, 31, 40)).asYouGo(),
  });
  await new Promise((r) => setTimeout(r, 500));
  const cached = autocannon({ url: `${base}${USERS}?currentPage=1&pageSize=20`, connections: 2, duration: Math.max(1, DURATION - 1.5), headers: browser });
  const live = await rig.round(rate, Math.max(1, DURATION - 2), 3000);
  const loadAverage = os.loadavg().map((l) => +l.toFixed(1));
  const [h, c] = await Promise.all([heavy, cached]);
  const asLoad = (r: autocannon.Result): Load => ({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytesPerRequest: r.requests.average ? Math.round(r.throughput.average / r.requests.average) : 0,
  });
  return { loaded: asLoad(h), cachedPage: asLoad(c), live: { rate, sent: live.sent, delivered: live.delivered, p50: live.p50, p99: live.p99 }, loadAverage };
}

export function watchLines(name: string, w: Watch): [string, string][] {
  return [
    [`${name}: uncached users pages, ${CONNECTIONS} connections`, `${w.loaded.rps.toLocaleString('en-US')} req/s, p99 ${w.loaded.p99} ms${w.loaded.errors ? `, ${w.loaded.errors} errors` : ''}`],
    ['  … meanwhile a cached page (2 connections)', `${w.cachedPage.rps.toLocaleString('en-US')} req/s, p50 ${w.cachedPage.p50} ms, p99 ${w.cachedPage.p99} ms`],
    [
      `  … meanwhile live chat at ${w.live.rate}/s`,
      `${w.live.delivered}/${w.live.sent} delivered, p50 ${w.live.p50} ms, p99 ${Number.isFinite(w.live.p99) ? `${w.live.p99} ms` : 'not all delivered'} (load average ${w.loadAverage[0]})`,
    ],
  ];
}
