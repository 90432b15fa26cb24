import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS || 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** Seconds of the same load first, not counted: the figures are of JIT-compiled code, not of warming up. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
/** What chromium sends with every fetch: list answers are measured as the browser receives them. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Response bytes per request, headers included: shows which coding the answers came in. */
  bytesPerRequest: number;
}

/** Requests a second that a run of uncached queries is given at least (2,000–2,500 measured here). */
const PREBUILT_RATE = 5_000;

export interface LoadOptions extends Partial<autocannon.Options> {
  /** Every request asks a query never asked before in this load (`uncachedPaths`). */
  uncached?: UncachedPaths;
  /** A pause after the warm-up, so what it left running on the server (a slow sign-in) has finished. */
  settleMs?: number;
}

/** One autocannon run from this process; the servers measured live in child processes. */
export async function load(url: string, opts: LoadOptions = {}): Promise<Load> {
  const { uncached, settleMs, ...rest } = opts;
  const connections = rest.connections ?? CONNECTIONS;
  const duration = rest.duration ?? DURATION;
  let warmRate = 0;
  if (WARMUP > 0) {
    const warm = await autocannon({ url, connections, ...rest, ...uncached?.asYouGo(), duration: WARMUP });
    warmRate = warm.requests.average;
    if (settleMs) await new Promise((r) => setTimeout(r, settleMs));
  }
  // Enough new queries for the fastest run this machine could give: a warm-up on a server just
  // started runs at half the speed of the run after it, and prebuilt requests come cheaper to the
  // load generator, so the run goes faster than its warm-up.
  const run = uncached?.prebuilt(connections, Math.ceil(duration * Math.max(3 * warmRate, PREBUILT_RATE)));
  const r = await autocannon({ url, connections, duration, ...rest, ...run?.options });
  run?.check();
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytesPerRequest: r.requests.average ? Math.round(r.throughput.average / r.requests.average) : 0,
  };
}

/** A random element of the query per request: a repeat of an earlier query may be answered from a cache. */
export function randomPath(make: () => string): Partial<autocannon.Options> {
  return { requests: [{ setupRequest: (req) => ({ ...req, path: make() }) }] };
}

export interface UncachedPaths {
  /** A query not asked before. */
  next(): string;
  /** Options that make each request as it is sent (a `setupRequest`): for warm-ups and side loads. */
  asYouGo(): Partial<autocannon.Options>;
  /**
   * Options that give each of `connections` its own share of `requests` new queries, made into
   * request bytes before the run's clock starts, and `check`, which fails the figure if a
   * connection used up its share (it would then have asked its queries again).
   */
  prebuilt(connections: number, requests: number): { options: Partial<autocannon.Options>; check(): void };
}

/**
 * Queries never asked before in this load (warm-up included), so no answer can come from the
 * server's answer cache: random ones are drawn until a new one comes up. A space too small for the
 * run fails the figure rather than measuring the cache under an "uncached" label.
 *
 * A measured run gets its queries prebuilt: autocannon rebuilds a request that has a `setupRequest`
 * each time it sends it, which cost the load generator 136 µs of CPU a request against 50 for a
 * fixed URL (measured from /proc on a users-list load) — on a 2-core machine shared with the server
 * and PostgreSQL, cores the server under test then lacks, and latency it did not cause.
 */
export function uncachedPaths(make: () => string): UncachedPaths {
  const asked = new Set<string>();
  /** A new query, or null when 1,000 draws in a row met only asked ones (the space is used up). */
  const fresh = () => {
    for (let i = 0; i < 1000; i++) {
      const path = make();
      if (!asked.has(path)) {
        asked.add(path);
        return path;
      }
    }
    return null;
  };
  const next = () => {
    const path = fresh();
    if (path === null) throw new Error(`no new query after ${asked.size.toLocaleString('en-US')} asked: the figure's query space is too small for its run`);
    return path;
  };
  return {
    next,
    asYouGo: () => randomPath(next),
    prebuilt(connections, requests) {
      // The queries are drawn now, before any connection is made; a query space smaller than
      // `requests` gives shorter shares, and `check` says whether the run needed more.
      const paths: string[] = [];
      while (paths.length < requests) {
        const path = fresh();
        if (path === null) break; // the space is used up: the shares are what was drawn
        paths.push(path);
      }
      const share = Math.floor(paths.length / connections);
      if (share < 1) throw new Error(`only ${paths.length} new queries for ${connections} connections: the figure's query space is too small`);
      let given = 0;
      let overrun = 0;
      return {
        options: {
          setupClient(client) {
            const mine = paths.slice(given * share, ++given * share);
            client.setRequests(mine.map((path) => ({ path })));
            let answered = 0;
            client.on('response', () => {
              if (++answered > mine.length) overrun++;
            });
          },
        },
        check() {
          if (overrun) throw new Error(`a connection used up its ${share.toLocaleString('en-US')} prebuilt queries and asked them again: the figure's query space is too small for its run`);
        },
      };
    },
  };
}
