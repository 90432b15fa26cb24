import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// 缓存管理 (issue 15 item 3): every server cache with its entries, size and hit rate; clear one or
// all, on every instance.
const byName = async (c: Client) => Object.fromEntries((await c.get('/api/System/CacheManage')).data.list.map((r: any) => [r.name, r]));

describe('缓存管理', () => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('lists every cache with entries, size and hit rate', async () => {
    await admin.get('/api/Permission/Users', { pageSize: 20 });
    await admin.get('/api/Permission/Users', { pageSize: 20 });
    await admin.get('/api/System/DictionaryData/All');
    await admin.get('/api/System/DictionaryData/All');
    const caches = await byName(admin);
    expect(Object.keys(caches)).toEqual(expect.arrayContaining(['readCache', 'grants', 'sessions', 'pageModels', 'dictionaries']));
    expect(caches.readCache.entries).toBeGreaterThan(0);
    expect(caches.readCache.bytes).toBeGreaterThan(0);
    expect(caches.readCache.hits).toBeGreaterThan(0);
    expect(caches.dictionaries).toMatchObject({ entries: 1, title: '数据字典' });
    expect(caches.dictionaries.hitRate).toBeGreaterThan(0);
    expect(caches.sessions.entries).toBeGreaterThan(0);
  });

  it('clears one cache, then all', async () => {
    await admin.get('/api/System/DictionaryData/All');
    expect((await admin.delete('/api/System/CacheManage/dictionaries')).code).toBe(200);
    expect((await byName(admin)).dictionaries.entries).toBe(0);
    expect((await admin.delete('/api/System/CacheManage/nothing')).code).toBe(404);
    await admin.get('/api/System/DictionaryData/All');
    expect((await admin.post('/api/System/CacheManage/Actions/ClearAll', {})).code).toBe(200);
    const after = await byName(admin);
    expect(after.dictionaries.entries).toBe(0);
    expect(after.pageModels.entries).toBe(0);
  });

  it('a school head and a teacher may neither see nor clear, and the caches stay', async () => {
    await admin.get('/api/System/DictionaryData/All');
    for (const who of ['school1', 'teacher']) {
      const c = await server.login(who);
      expect((await c.get('/api/System/CacheManage')).code).toBe(403);
      expect((await c.delete('/api/System/CacheManage/dictionaries')).code).toBe(403);
      expect((await c.post('/api/System/CacheManage/Actions/ClearAll', {})).code).toBe(403);
    }
    expect(server.app.caches.get('dictionaries')!.stats().entries).toBe(1);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('缓存管理 on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, { alongside: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a clear asked on one instance empties the cache on the other', async () => {
    const onB = await b.login('admin');
    await onB.get('/api/System/DictionaryData/All');
    expect(b.app.caches.get('dictionaries')!.stats().entries).toBe(1);
    const onA = await a.login('admin');
    expect((await onA.delete('/api/System/CacheManage/dictionaries')).code).toBe(200);
    await expect.poll(() => b.app.caches.get('dictionaries')!.stats().entries).toBe(0);
  });
});
