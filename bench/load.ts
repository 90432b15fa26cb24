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

/** One autocannon run from this process; the servers measured live in child processes. */
export async function load(url: string, opts: Partial<autocannon.Options> = {}): Promise<Load> {
  if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, ...opts, duration: WARMUP });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
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

/**
 * A query never asked before in this load (warm-up included), so no answer can come from the
 * server's answer cache: random ones are drawn until a new one comes up. A space too small for the
 * run fails the figure rather than measuring the cache under an "uncached" label.
 */
export function uncachedPaths(make: () => string): Partial<autocannon.Options> {
  const asked = new Set<string>();
  const fresh = () => {
    for (let i = 0; i < 1000; i++) {
      const path = make();
      if (!asked.has(path)) {
        asked.add(path);
        return path;
      }
    }
    throw new Error(`no new query after ${asked.size.toLocaleString('en-US')} asked: the figure's query space is too small for its run`);
  };
  return randomPath(fresh);
}
