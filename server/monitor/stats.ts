/**
 * The pure parts of 系统监控: a ring of samples over the last hour, percentiles, and per-route
 * latency kept as a bounded reservoir per route and minute so the hour's percentiles cost little.
 */
import { memoByText } from '../kit/memoByText';

/** Samples kept: one every SAMPLE_MS for an hour. */
export const SAMPLE_MS = 5_000;
export const HOUR_MS = 3_600_000;

export class Ring<T> {
  private items: T[] = [];
  constructor(private readonly size: number) {}
  push(item: T): void {
    this.items.push(item);
    if (this.items.length > this.size) this.items.splice(0, this.items.length - this.size);
  }
  list(): T[] {
    return [...this.items];
  }
}

/** The p-th percentile (0–100) of values by nearest rank; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

interface Minute {
  minute: number;
  count: number;
  errors: number;
  /** Up to MAX_KEPT durations of this minute (a uniform sample once there are more). */
  kept: number[];
}

const MAX_KEPT = 200;

/** Requests of one route over the last hour: counts exact, percentiles from a sample. */
export class RouteLatency {
  private minutes: Minute[] = [];

  record(ms: number, error: boolean, now: number, random: () => number = Math.random): void {
    const minute = Math.floor(now / 60_000);
    let m = this.minutes[this.minutes.length - 1];
    if (!m || m.minute !== minute) {
      m = { minute, count: 0, errors: 0, kept: [] };
      this.minutes.push(m);
      this.prune(now);
    }
    m.count++;
    if (error) m.errors++;
    if (m.kept.length < MAX_KEPT) m.kept.push(ms);
    else {
      // Reservoir sampling: every request of the minute has the same chance to be kept.
      const slot = Math.floor(random() * m.count);
      if (slot < MAX_KEPT) m.kept[slot] = ms;
    }
  }

  private prune(now: number): void {
    const oldest = Math.floor((now - HOUR_MS) / 60_000);
    while (this.minutes.length && this.minutes[0].minute <= oldest) this.minutes.shift();
  }

  summary(now: number): { count: number; errors: number; p50: number; p95: number; p99: number; max: number } | null {
    this.prune(now);
    if (!this.minutes.length) return null;
    const all = this.minutes.flatMap((m) => m.kept).sort((a, b) => a - b);
    return {
      count: this.minutes.reduce((n, m) => n + m.count, 0),
      errors: this.minutes.reduce((n, m) => n + m.errors, 0),
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      max: all[all.length - 1] ?? 0,
    };
  }
}

/**
 * Turns a statement into its shape: literals out, whitespace folded, so one query's calls add up.
 * Worked out once per text: most statements are the same few texts, asked again and again.
 */
export const queryShape = memoByText(shapeOf, 1000);

function shapeOf(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\b\d+(\.\d+)?\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** The slowest query shapes of the last hour: each shape's slowest call, its count and total time. */
export class SlowQueries {
  private shapes = new Map<string, { max: number; total: number; calls: number; at: number }>();
  constructor(private readonly keep = 500) {}

  record(sql: string, ms: number, now: number): void {
    const shape = queryShape(sql);
    const s = this.shapes.get(shape);
    if (s && now - s.at < HOUR_MS) {
      s.calls++;
      s.total += ms;
      if (ms > s.max) s.max = ms;
    } else {
      this.shapes.set(shape, { max: ms, total: ms, calls: 1, at: now });
      if (this.shapes.size > this.keep) this.forget(now);
    }
  }

  private forget(now: number): void {
    for (const [k, v] of this.shapes) if (now - v.at >= HOUR_MS) this.shapes.delete(k);
    // Still too many: the quickest go first.
    if (this.shapes.size > this.keep) {
      const quick = [...this.shapes].sort((a, b) => a[1].max - b[1].max).slice(0, this.shapes.size - this.keep);
      for (const [k] of quick) this.shapes.delete(k);
    }
  }

  top(n: number, now: number): { sql: string; maxMs: number; avgMs: number; calls: number }[] {
    return [...this.shapes]
      .filter(([, v]) => now - v.at < HOUR_MS)
      .sort((a, b) => b[1].max - a[1].max)
      .slice(0, n)
      .map(([sql, v]) => ({ sql, maxMs: round(v.max), avgMs: round(v.total / v.calls), calls: v.calls }));
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Whether an address is on a metrics allow-list (exact addresses; IPv4-mapped IPv6 is read as IPv4). */
export function addressAllowed(ip: string, allow: readonly string[]): boolean {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return allow.some((a) => a === plain || a === ip);
}
