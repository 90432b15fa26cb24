/**
 * The server's in-process caches as 缓存管理 (server/cacheAdmin) shows and clears them. Each cache
 * keeps a HitCounter and registers itself (or is registered by the plugin that owns it) on
 * `app.caches`; clearing goes to every instance over the cluster bus.
 */
export interface CacheStats {
  entries: number;
  /** An estimate: string lengths × 2 (UTF-16), other values by their JSON length. */
  bytes: number;
  hits: number;
  misses: number;
}

export interface ServerCache {
  /** Stable key: readCache, grants, sessions, dictionaries… */
  name: string;
  title: { zh: string; zhtw: string; en: string };
  stats(): CacheStats;
  /** Drops every entry on this instance (the admin's clear reaches the others as a notice). */
  clear(): void;
}

export class HitCounter {
  hits = 0;
  misses = 0;
  hit(): void {
    this.hits++;
  }
  miss(): void {
    this.misses++;
  }
}

export class CacheRegistry {
  private caches = new Map<string, ServerCache>();
  register(cache: ServerCache): void {
    this.caches.set(cache.name, cache);
  }
  list(): ServerCache[] {
    return [...this.caches.values()];
  }
  get(name: string): ServerCache | undefined {
    return this.caches.get(name);
  }
}

/** The size estimate of one cached value. */
export function approxBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (value === null || value === undefined) return 0;
  if (typeof value === 'object' && 'keptBytes' in value && typeof (value as { keptBytes: unknown }).keptBytes === 'number') return (value as { keptBytes: number }).keptBytes;
  if (typeof value === 'object' && 'body' in value && typeof (value as { body: unknown }).body === 'string') return (value as { body: string }).body.length * 2;
  try {
    const flat = (_k: string, v: unknown) => (v instanceof Set ? [...v] : v instanceof Map ? [...v.entries()] : v);
    return (JSON.stringify(value, flat)?.length ?? 0) * 2;
  } catch {
    return 0;
  }
}

/**
 * Loads under way, by key and cache generation: whoever asks for a key while its load of the same
 * generation runs shares that load, so a cache entry lapsing under load costs one read, not one per
 * request in flight. A new generation (something was invalidated) starts its own load.
 *
 * A finished load's entry is emptied as well as removed: a Map's replaced table still holds the
 * entries it had (db/pendingCalls.ts says why that matters), and a promise holds its value.
 */
type Load = { generation: number; promise: Promise<unknown> | null };

export class SharedLoads {
  private running = new Map<string, Load>();

  run<T>(key: string, generation: number, load: () => Promise<T>): Promise<T> {
    const now = this.running.get(key);
    if (now?.promise && now.generation === generation) return now.promise as Promise<T>;
    const promise = load();
    const entry: Load = { generation, promise };
    this.running.set(key, entry);
    const done = () => {
      if (this.running.get(key) === entry) this.running.delete(key);
      entry.promise = null;
    };
    promise.then(done, done);
    return promise;
  }
}
