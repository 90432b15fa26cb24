import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { externalPostgres, type ExternalPostgres } from '../support/externalPostgres';

/*
 * 数据连接 (issue 15 item 7): sources with their password encrypted at rest and never answered, a
 * connection test that names why a source cannot be reached, the built-in database as source "0",
 * and the school head and teacher refused with nothing changed.
 */

let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;
let ext: ExternalPostgres | null = null;

beforeAll(async () => {
  server = await startServer({ DATA_SOURCE_KEY: 'test-key-for-data-sources' });
  admin = await server.login('admin');
  sysadmin = await server.login('sysadmin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
  ext = await externalPostgres();
});
afterAll(async () => {
  await ext?.stop();
  await server?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  fullName: '学籍库',
  enCode: `xj${Math.random().toString(36).slice(2, 8)}`,
  dbType: 'postgresql',
  host: '127.0.0.1',
  port: 1,
  userName: 'reader',
  password: 'S3cret-口令',
  databaseName: 'xueji',
  ...over,
});

const rowsOf = async () => JSON.stringify(await server.database.query('SELECT * FROM data_source ORDER BY id'));

describe('数据连接', () => {
  it('stores the password encrypted and never answers it', async () => {
    const r = await sysadmin.post('/api/System/DataSource', body());
    expect(r.code).toBe(200);
    const [row] = await server.database.query<{ password_enc: string }>('SELECT password_enc FROM data_source WHERE id = $1', [r.data.id]);
    expect(row.password_enc).toMatch(/^v1:/);
    expect(row.password_enc).not.toContain('S3cret');
    const info = await sysadmin.get(`/api/System/DataSource/${r.data.id}`);
    expect(info.data.hasPassword).toBe(true);
    expect(JSON.stringify(info.data)).not.toContain('S3cret');
    expect(JSON.stringify((await sysadmin.get('/api/System/DataSource')).data)).not.toContain('S3cret');

    // An edit with the password left empty keeps it.
    const edit = await sysadmin.put(`/api/System/DataSource/${r.data.id}`, { ...body({ enCode: 'xjedit1' }), password: '' });
    expect(edit.code).toBe(200);
    const [after] = await server.database.query<{ password_enc: string }>('SELECT password_enc FROM data_source WHERE id = $1', [r.data.id]);
    expect(after.password_enc).toBe(row.password_enc);
  });

  it('a source that cannot be reached answers a clear error', async () => {
    const refused = await sysadmin.post('/api/System/DataSource/Actions/Test', { dbType: 'postgresql', host: '127.0.0.1', port: 1, userName: 'x', password: 'y' });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('无法连接数据源：连接被拒绝（地址或端口不对，或数据库未启动）');
    const mysql = await sysadmin.post('/api/System/DataSource/Actions/Test', { dbType: 'mysql', host: '127.0.0.1', port: 1, userName: 'x', password: 'y' });
    expect(mysql.code).toBe(400);
    expect(mysql.msg).toContain('无法连接数据源');
    const unknownHost = await sysadmin.post('/api/System/DataSource/Actions/Test', { dbType: 'postgresql', host: 'no-such-host.invalid', port: 5432 });
    expect(unknownHost.msg).toBe('无法连接数据源：找不到主机');
  });

  it('connects to a real PostgreSQL and names a missing database', async (ctx) => {
    if (!ext) return ctx.skip();
    const okTest = await sysadmin.post('/api/System/DataSource/Actions/Test', { dbType: 'postgresql', host: ext.host, port: ext.port, userName: ext.user, databaseName: ext.database });
    expect(okTest.code).toBe(200);
    expect(okTest.data.version).toContain('PostgreSQL');
    const missing = await sysadmin.post('/api/System/DataSource/Actions/Test', { dbType: 'postgresql', host: ext.host, port: ext.port, userName: ext.user, databaseName: 'no_such_db' });
    expect(missing.msg).toBe('无法连接数据源：数据库不存在');
    const saved = await sysadmin.post('/api/System/DataSource', body({ host: ext.host, port: ext.port, userName: ext.user, password: '', databaseName: ext.database }));
    expect((await sysadmin.post(`/api/System/DataSource/${saved.data.id}/Actions/Test`)).code).toBe(200);
  });

  it('the selector offers the built-in database first, as source 0', async () => {
    const r = await sysadmin.get('/api/System/DataSource/Selector');
    expect(r.data.list[0]).toMatchObject({ id: '0', builtin: true, fullName: '本地数据库（内置）' });
  });

  it('bad input is refused with nothing stored', async () => {
    const before = await rowsOf();
    expect((await sysadmin.post('/api/System/DataSource', body({ host: 'a b; rm -rf' }))).code).toBe(400);
    expect((await sysadmin.post('/api/System/DataSource', body({ port: 70000 }))).code).toBe(400);
    expect((await sysadmin.post('/api/System/DataSource', body({ dbType: 'oracle' }))).code).toBe(400);
    expect((await sysadmin.post('/api/System/DataSource', body({ enCode: '' }))).code).toBe(400);
    expect(await rowsOf()).toBe(before);
  });

  it('the school head and the teacher may not list, create, change, test or delete sources', async () => {
    const id = (await admin.post('/api/System/DataSource', body())).data.id;
    const before = await rowsOf();
    for (const c of [school1, teacher]) {
      expect((await c.get('/api/System/DataSource')).code).toBe(403);
      expect((await c.get(`/api/System/DataSource/${id}`)).code).toBe(403);
      expect((await c.post('/api/System/DataSource', body())).code).toBe(403);
      expect((await c.put(`/api/System/DataSource/${id}`, body({ fullName: '被改' }))).code).toBe(403);
      expect((await c.delete(`/api/System/DataSource/${id}`)).code).toBe(403);
      expect((await c.post('/api/System/DataSource/Actions/Test', { dbType: 'postgresql', host: '127.0.0.1', port: 5432 })).code).toBe(403);
      expect((await c.post(`/api/System/DataSource/${id}/Actions/Test`)).code).toBe(403);
    }
    expect(await rowsOf()).toBe(before);
  });

  it('a source used by a data interface cannot be deleted', async () => {
    const id = (await admin.post('/api/System/DataSource', body())).data.id;
    await server.database.query(`INSERT INTO data_interface (full_name, en_code, data_type, source_id) VALUES ('x', 'usesSource1', 'sql', $1)`, [id]);
    const r = await admin.delete(`/api/System/DataSource/${id}`);
    expect(r.code).toBe(400);
    expect((await server.database.query('SELECT 1 FROM data_source WHERE id = $1', [id])).length).toBe(1);
  });
});
