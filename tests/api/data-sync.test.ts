import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { externalPostgres, type ExternalPostgres } from '../support/externalPostgres';

/*
 * 数据同步 (issue 15 item 10): copy a table from one source to another, full or incremental by key, in
 * batches, with progress on the job, cancel, and refusals with nothing changed.
 */

let server: TestServer;
let sysadmin: Client;
let school1: Client;
let teacher: Client;
let ext: ExternalPostgres | null = null;

beforeAll(async () => {
  server = await startServer();
  sysadmin = await server.login('sysadmin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  ext = await externalPostgres();
  const db = server.database;
  await db.query('CREATE TABLE sync_src (id bigint PRIMARY KEY, name text NOT NULL, score numeric(5,1), born date, extra jsonb)');
  await db.query(`INSERT INTO sync_src SELECT g, '学生' || g, (g % 100) / 2.0, DATE '2010-01-01' + g, jsonb_build_object('n', g) FROM generate_series(1, 2500) g`);
  await db.query('CREATE TABLE sync_dst (id bigint PRIMARY KEY, name text NOT NULL, score numeric(5,1), born date, extra jsonb)');
});
afterAll(async () => {
  await ext?.stop();
  await server?.close();
});

const rows = async (table: string) => JSON.stringify(await server.database.query(`SELECT id::text, name, score::text, born::text, extra::text FROM ${table} ORDER BY id`));

async function job(body: Record<string, unknown>) {
  const r = await sysadmin.post('/api/System/DataSync', { fullName: '同步', fromSourceId: '0', fromTable: 'sync_src', toSourceId: '0', toTable: 'sync_dst', mode: 'full', keyColumn: 'id', ...body });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
}

describe('数据同步', () => {
  it('a full copy brings every row across in batches and reports it', async () => {
    await server.database.query(`INSERT INTO sync_dst VALUES (99999, '多余的行', NULL, NULL, NULL)`);
    const id = await job({ batchSize: 700 });
    expect((await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true })).code).toBe(200);
    const j = (await sysadmin.get(`/api/System/DataSync/${id}`)).data;
    expect(j).toMatchObject({ state: 'done', copied: 2500, total: 2500, error: null });
    expect(await rows('sync_dst')).toBe(await rows('sync_src'));
  });

  it('an incremental run copies only the rows after the last key', async () => {
    const id = await job({ mode: 'incremental', batchSize: 1000 });
    await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true });
    await server.database.query(`INSERT INTO sync_src SELECT g, '新生' || g, 1, NULL, NULL FROM generate_series(2501, 2510) g`);
    await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true });
    const j = (await sysadmin.get(`/api/System/DataSync/${id}`)).data;
    expect(j).toMatchObject({ state: 'done', copied: 10, total: 10, lastKey: '2510' });
    expect(await rows('sync_dst')).toBe(await rows('sync_src'));
  });

  it('cancel stops a running copy between batches', async () => {
    await server.database.query('DELETE FROM sync_dst');
    const id = await job({ batchSize: 1 });
    expect((await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, {})).code).toBe(200);
    const second = await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, {});
    expect(second.code, JSON.stringify((await sysadmin.get(`/api/System/DataSync/${id}`)).data)).toBe(409);
    expect((await sysadmin.post(`/api/System/DataSync/${id}/Actions/Cancel`)).code).toBe(200);
    await expect.poll(async () => (await sysadmin.get(`/api/System/DataSync/${id}`)).data.state, { timeout: 30_000 }).toBe('cancelled');
    const j = (await sysadmin.get(`/api/System/DataSync/${id}`)).data;
    expect(j.copied).toBeLessThan(j.total);
    expect((await sysadmin.post(`/api/System/DataSync/${id}/Actions/Cancel`)).code).toBe(400);
  });

  it('a missing target table fails the run with a clear reason, and the source is untouched', async () => {
    const before = await rows('sync_src');
    const id = await job({ toTable: 'no_such_table' });
    await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true });
    expect((await sysadmin.get(`/api/System/DataSync/${id}`)).data).toMatchObject({ state: 'failed', error: 'noTable' });
    expect(await rows('sync_src')).toBe(before);
  });

  it('copies to an external PostgreSQL', async (ctx) => {
    if (!ext) return ctx.skip();
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: ext.url });
    c.on('error', () => {});
    await c.connect();
    try {
      await c.query('CREATE TABLE copy_of_src (id bigint PRIMARY KEY, name text, score numeric(5,1), born date, extra jsonb)');
      const src = await sysadmin.post('/api/System/DataSource', { fullName: '外部目标', enCode: 'extPgSync', dbType: 'postgresql', host: ext.host, port: ext.port, userName: ext.user, databaseName: ext.database });
      const id = await job({ toSourceId: src.data.id, toTable: 'copy_of_src', batchSize: 1000 });
      await sysadmin.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true });
      expect((await sysadmin.get(`/api/System/DataSync/${id}`)).data.state).toBe('done');
      const there = await c.query(`SELECT id::text, name, score::text, born::text, extra::text FROM copy_of_src ORDER BY id`);
      expect(JSON.stringify(there.rows)).toBe(await rows('sync_src'));
    } finally {
      await c.end();
    }
  });

  it('the school head and the teacher may not define, run or cancel jobs', async () => {
    const id = await job({});
    const before = JSON.stringify(await server.database.query('SELECT * FROM data_sync_job ORDER BY id'));
    const dst = await rows('sync_dst');
    for (const c of [school1, teacher]) {
      expect((await c.get('/api/System/DataSync')).code).toBe(403);
      expect((await c.post('/api/System/DataSync', { fullName: 'x', fromSourceId: '0', fromTable: 'users', toSourceId: '0', toTable: 'sync_dst', mode: 'full', keyColumn: 'id' })).code).toBe(403);
      expect((await c.post(`/api/System/DataSync/${id}/Actions/Execute`, { wait: true })).code).toBe(403);
      expect((await c.post(`/api/System/DataSync/${id}/Actions/Cancel`)).code).toBe(403);
      expect((await c.delete(`/api/System/DataSync/${id}`)).code).toBe(403);
    }
    expect(JSON.stringify(await server.database.query('SELECT * FROM data_sync_job ORDER BY id'))).toBe(before);
    expect(await rows('sync_dst')).toBe(dst);
  });
});
