import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, HTTPMethods, onResponseHookHandler } from 'fastify';
import { hookList } from './routeHooks';
import { HitCounter, SharedLoads, approxBytes, type CacheStats } from '../kit/caches';

/**
 * A small cache for list answers. PGlite runs every query on the event loop, so a repeated page
 * (a screen refreshed, a picker reopened) should not reach the database again. Correctness comes
 * from the version: ANY successful write through the API bumps it, discarding every entry, here and
 * (through the cluster bridge) on every other instance sharing the database; the TTL only bounds
 * staleness after a bump that never arrived.
 */
export class ReadCache {
  private version = 0;
  /** Set by the cluster bridge (plugins/clusterBus.ts): tells the other instances to discard theirs. */
  broadcast: (() => void) | null = null;
  /**
   * Least recently used goes first. Not a Map kept in order by delete + set with eviction through
   * keys().next(): V8 leaves a deleted entry as a hole that iteration skips one by one until the
   * table is rebuilt, and with both at work a request's four lookups cost ~33 µs instead of ~1.4 µs
   * (4 % of the request thread under uncached paging, issue 19).
   */
  private entries: LRUCache<string, { version: number; at: number; value: unknown }>;
  /** Computations under way: concurrent callers of one key share one database round (no stampede). */
  private loads = new SharedLoads();

  constructor(
    private readonly ttlMs: number,
    maxEntries = 5000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  bump() {
    this.discard();
    this.broadcast?.();
  }

  /** Drops every answer without telling anyone: another instance wrote, or a notice may be lost. */
  discard() {
    this.version++;
    this.entries.clear();
  }

  /**
   * The current answer for a key, if one is kept: lets a hot route answer without a promise. A hit
   * moves the entry to the young end, so what is asked all the time (a list's seek index and count,
   * the names directory) stays while pages asked once flow through: evicting oldest-first, 5,000
   * one-off pages (eight seconds of uncached paging at 20 connections) pushed those out and each
   * came back as a 0.6 s index pass in front of everyone (issue 19's p99).
   */
  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && Date.now() - hit.at < this.ttlMs) {
      this.counter.hit();
      return hit.value as T;
    }
    return undefined;
  }

  /** For 缓存管理 (server/cacheAdmin): what is kept now and how often it answered. */
  readonly counter = new HitCounter();
  stats(): CacheStats {
    let bytes = 0;
    let entries = 0;
    for (const [key, e] of this.entries) {
      if (e.version !== this.version) continue;
      entries++;
      bytes += key.length * 2 + approxBytes(e.value);
    }
    return { entries, bytes, hits: this.counter.hits, misses: this.counter.misses };
  }

  async wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.peek<T>(key);
    if (kept !== undefined) return kept;
    // A miss is counted here, where the answer is computed or joined (a peek before wrap would count it twice).
    this.counter.miss();
    const version = this.version;
    return this.loads.run(key, version, async () => {
      const now = Date.now();
      const value = await compute();
      // A write that landed while computing makes this answer possibly stale: don't keep it.
      if (version === this.version) this.entries.set(key, { version, at: now, value });
      return value;
    });
  }
}

/** Whether a route may change data: any method besides GET, HEAD and OPTIONS. */
export function isWrite(method: HTTPMethods | HTTPMethods[]): boolean {
  return [method].flat().some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS');
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { ttlMs: number }) => {
    const cache = new ReadCache(opts.ttlMs);
    app.decorate('readCache', cache);
    // Only API routes that write get the hook: reads pay nothing for it.
    const bumpAfterWrite: onResponseHookHandler = (_req, reply, done) => {
      if (reply.statusCode < 400) cache.bump();
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && isWrite(route.method)) route.onResponse = [...hookList(route.onResponse), bumpAfterWrite];
    });
  },
  { name: 'readCache' },
);

/**
 * A cache key for a list request: the caller, the route, and the query without the `n` time stamp.
 * Names and values are encoded, so a keyword holding `&sidx=x` cannot pass for a sorted query, and a
 * repeated parameter (an array) is marked, so `a=1&a=2` and `a=1,2` stay two answers.
 */
export function listKey(userId: string, route: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((k) => k !== 'n')
    .sort()
    .map((k) => {
      const v = query[k];
      return Array.isArray(v) ? `${encodeURIComponent(k)}[]=${encodeURIComponent(JSON.stringify(v))}` : `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`;
    });
  return `${userId}|${route}|${parts.join('&')}`;
}
