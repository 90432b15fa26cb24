import { describe, expect, it } from 'vitest';
import { STALE_MS, orphans } from './orphans';

const now = 1_000_000_000;
const base = { single: false, host: 'web1', pid: 200, now, startedAt: now - 5_000, alive: (pid: number) => pid === 300 };

describe('orphaned backups', () => {
  it('on PGlite every running row at start-up is an orphan (one process per data directory)', () => {
    expect(orphans([{ id: 'a', instance: 'web1:300', heartbeatAt: now }], { ...base, single: true }).map((r) => r.id)).toEqual(['a']);
  });

  it('on PostgreSQL a row of a dead process on this host is an orphan, a living one is not', () => {
    const rows = [
      { id: 'dead', instance: 'web1:100', heartbeatAt: now },
      { id: 'alive', instance: 'web1:300', heartbeatAt: now },
    ];
    expect(orphans(rows, base).map((r) => r.id)).toEqual(['dead']);
  });

  it('a row of another host is left alone until its heartbeat is stale', () => {
    expect(orphans([{ id: 'x', instance: 'web2:100', heartbeatAt: now - 1000 }], base)).toEqual([]);
    expect(orphans([{ id: 'x', instance: 'web2:100', heartbeatAt: now - STALE_MS - 1 }], base).map((r) => r.id)).toEqual(['x']);
  });

  it('our own pid on a row older than our start belongs to an earlier process', () => {
    expect(orphans([{ id: 'old', instance: 'web1:200', heartbeatAt: now - 10_000 }], base).map((r) => r.id)).toEqual(['old']);
    expect(orphans([{ id: 'mine', instance: 'web1:200', heartbeatAt: now }], base)).toEqual([]);
  });
});
