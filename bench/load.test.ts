import { describe, expect, it } from 'vitest';
import type autocannon from 'autocannon';
import { uncachedPaths } from './load';

/** A stand-in for autocannon's client: what `setupClient` gives it, and its response events. */
function fakeClient() {
  const client = {
    paths: [] as string[],
    listener: null as ((statusCode: number, bytes: number, milliseconds: number) => void) | null,
    answer: () => client.listener?.(200, 100, 5),
    setRequests(requests: autocannon.Request[]) {
      client.paths = requests.map((r) => r.path!);
    },
    on(_event: 'response', listener: (statusCode: number, bytes: number, milliseconds: number) => void) {
      client.listener = listener;
    },
  };
  return client;
}

function connect(options: Partial<autocannon.Options>, n: number) {
  return Array.from({ length: n }, () => {
    const c = fakeClient();
    options.setupClient!(c);
    return c;
  });
}

describe('uncachedPaths', () => {
  it('gives each connection its own share of queries never asked before, warm-up included', () => {
    let i = 0;
    const paths = uncachedPaths(() => `/list?page=${i++ % 1000}`);
    const warm = Array.from({ length: 50 }, () => paths.next());
    const run = paths.prebuilt(4, 40);
    const clients = connect(run.options, 4);
    expect(clients.map((c) => c.paths.length)).toEqual([10, 10, 10, 10]);
    const all = [...warm, ...clients.flatMap((c) => c.paths)];
    expect(new Set(all).size).toBe(90);
    expect(() => run.check()).not.toThrow();
  });

  it('fails the figure when a connection answered more than its share (it would have asked a query again)', () => {
    let i = 0;
    const run = uncachedPaths(() => `/list?page=${i++}`).prebuilt(2, 6);
    const [first] = connect(run.options, 2);
    for (let k = 0; k < 3; k++) first.answer();
    expect(() => run.check()).not.toThrow();
    first.answer();
    expect(() => run.check()).toThrow(/used up its 3 prebuilt queries/);
  });

  it('shares what a small query space holds, and refuses a space smaller than the connections', () => {
    let i = 0;
    const small = uncachedPaths(() => `/list?page=${i++ % 5}`).prebuilt(2, 100);
    const clients = connect(small.options, 2);
    expect(clients.map((c) => c.paths.length)).toEqual([2, 2]);
    expect(new Set(clients.flatMap((c) => c.paths)).size).toBe(4);
    expect(() => uncachedPaths(() => '/list?page=1').prebuilt(2, 10)).toThrow(/only 1 new queries for 2 connections/);
  });
});
