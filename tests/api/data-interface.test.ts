import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { externalPostgres, type ExternalPostgres } from '../support/externalPostgres';

/*
 * 数据接口 (issue 15 item 9): a parameterised read-only query (parameters bound, a write refused
 * even when disguised, a statement timeout), static JSON, a test call, and a permission per interface.
 */

let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;
let ext: ExternalPostgres | null = null;

beforeAll(async () => {
  server = await startServer();
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

let n = 0;
const create = async (over: Record<string, unknown>) => {
  const r = await sysadmin.post('/api/System/DataInterface', { fullName: '接口', enCode: `di${++n}x${process.pid % 1000}`, dataType: 'sql', ...over });
  expect(r.code, r.msg).toBe(200);
  return r.data.id as string;
};
const call = (c: Client, id: string, q: Record<string, unknown> = {}) => c.get(`/api/System/DataInterface/${id}/Actions/Response`, q);
const table = async (name: string) => JSON.stringify(await server.database.query(`SELECT * FROM ${name} ORDER BY 1`));

describe('数据接口: SQL on the built-in database', () => {
  it('binds parameters: a value that looks like SQL stays a value', async () => {
    const id = await create({
      queryText: 'SELECT en_code AS value, full_name AS label FROM organize WHERE en_code = :code ORDER BY en_code',
      parameters: [{ name: 'code', label: '编码', required: true }],
    });
    const hit = await call(teacher, id, { code: 'CDYZ' });
    expect(hit.code).toBe(200);
    expect(hit.data.list).toEqual([{ value: 'CDYZ', label: '城东第一中学' }]);
    expect(hit.data.columns).toEqual(['value', 'label']);
    // The answer is a one-page list, so a list or report page (and a select's options, value/label) can use it as its api.
    expect(hit.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 1 });
    const injected = await call(teacher, id, { code: "x' OR '1'='1" });
    expect(injected.code).toBe(200);
    expect(injected.data.list).toEqual([]);
    const missing = await call(teacher, id);
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe('缺少参数：编码');
  });

  it('a write statement is refused when saved, and when disguised it is refused at run time with nothing changed', async () => {
    const before = await table('role');
    const saved = await sysadmin.post('/api/System/DataInterface', { fullName: '删', enCode: 'diDelete', dataType: 'sql', queryText: 'DELETE FROM role' });
    expect(saved.code).toBe(400);
    expect(JSON.stringify(saved)).toContain('数据接口只允许查询语句（SELECT），不能修改数据');
    expect((await server.database.query(`SELECT 1 FROM data_interface WHERE en_code = 'diDelete'`)).length).toBe(0);
    const cte = await sysadmin.post('/api/System/DataInterface/Actions/Test', {
      dataType: 'sql',
      queryText: `WITH gone AS (UPDATE role SET full_name = 'x' RETURNING id) SELECT * FROM gone`,
    });
    expect(cte.code).toBe(400);
    expect(cte.msg).toBe('数据接口只允许查询语句（SELECT），不能修改数据');
    expect((await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT 1; DELETE FROM role' })).code).toBe(400);
    // Writes no keyword shows, stopped by the read-only transaction (or the reader role) at run time.
    const seq = (await server.database.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace LIMIT 1`))[0].name;
    const seqBefore = await server.database.query(`SELECT last_value::text AS v FROM "${seq}"`);
    const r = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: `SELECT nextval('"${seq}"')` });
    expect(r.code).toBe(400);
    // lo_create passes a read-only transaction on PostgreSQL 15; the call's transaction is rolled back, so it leaves nothing.
    await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT lo_create(0)' });
    expect(await server.database.query(`SELECT last_value::text AS v FROM "${seq}"`)).toEqual(seqBefore);
    expect((await server.database.query('SELECT count(*)::int AS n FROM pg_largeobject_metadata'))[0].n).toBe(0);
    expect(await table('role')).toBe(before);
  });

  it('secrets never leave through an interface: password hashes and sessions are refused', async () => {
    for (const q of ['SELECT password_hash FROM users', 'SELECT * FROM users', 'SELECT row_to_json(u) FROM users u', 'SELECT token_hash FROM user_session']) {
      const r = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: q });
      expect(r.code, q).toBe(400);
      expect(r.msg).toBe('数据接口不能读取密码、令牌等机密数据');
    }
    const fine = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT account, real_name FROM users ORDER BY account LIMIT 2' });
    expect(fine.code).toBe(200);
    expect(fine.data.list).toHaveLength(2);
  });

  // On PGlite the database thread running it is ended and reopened (server/db/pgliteHost.ts); on
  // PostgreSQL statement_timeout ends it. Either way the next call is answered.
  it('a slow query stops at the statement timeout with a clear error, and the server answers the next call', async () => {
    const r = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT pg_sleep(5)', timeoutMs: 200 });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('查询超时（超过 200 毫秒）');
    const next = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT account FROM users ORDER BY account LIMIT 1' });
    expect(next.code).toBe(200);
    expect(next.data.list).toEqual([{ account: 'admin' }]);
  });

  it('answers at most max_rows rows and says when there were more', async () => {
    const r = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT g FROM generate_series(1, 50) g', maxRows: 10 });
    expect(r.data.list).toHaveLength(10);
    expect(r.data.truncated).toBe(true);
  });
});

describe('数据接口: static JSON', () => {
  it('answers the JSON as the list, for a tree widget too', async () => {
    const tree = [{ value: 'a', label: '甲', children: [{ value: 'a1', label: '甲一' }] }];
    const id = await create({ dataType: 'static', staticData: JSON.stringify(tree) });
    const r = await call(teacher, id);
    expect(r.data.list).toEqual(tree);
    expect((await sysadmin.post('/api/System/DataInterface', { fullName: 'j', enCode: 'diBadJson', dataType: 'static', staticData: '{oops' })).code).toBe(400);
  });
});

describe('数据接口: permission per interface', () => {
  it('an interface limited to roles answers their holders only', async () => {
    const [schoolAdmin] = await server.database.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'schoolAdmin'`);
    const id = await create({ dataType: 'static', staticData: '[1]', accessMode: 'roles', roleIds: [schoolAdmin.id] });
    expect((await call(school1, id)).code).toBe(200);
    const refused = await call(teacher, id);
    expect(refused.code).toBe(403);
    expect(refused.data).toBeNull();
    // The menu's holders (authors) and the super administrator test every interface.
    expect((await call(sysadmin, id)).code).toBe(200);
    expect((await call(admin, id)).code).toBe(200);
    expect((await server.anonymous.get(`/api/System/DataInterface/${id}/Actions/Response`)).code).not.toBe(200);
  });

  it('a disabled interface answers nobody but its list', async () => {
    const id = await create({ dataType: 'static', staticData: '[1]', enabledMark: 0 });
    expect((await call(teacher, id)).code).toBe(404);
  });

  it('the school head and the teacher may not define, change, test or delete interfaces', async () => {
    const id = await create({ dataType: 'static', staticData: '[1]' });
    const before = await table('data_interface');
    for (const c of [school1, teacher]) {
      expect((await c.get('/api/System/DataInterface')).code).toBe(403);
      expect((await c.post('/api/System/DataInterface', { fullName: 'x', enCode: 'diRefused', dataType: 'static', staticData: '[]' })).code).toBe(403);
      expect((await c.put(`/api/System/DataInterface/${id}`, { fullName: '改', enCode: 'diChanged', dataType: 'static', staticData: '[2]' })).code).toBe(403);
      expect((await c.delete(`/api/System/DataInterface/${id}`)).code).toBe(403);
      expect((await c.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', queryText: 'SELECT 1' })).code).toBe(403);
    }
    expect(await table('data_interface')).toBe(before);
  });
});

describe('数据接口: on an external PostgreSQL source', () => {
  it('reads an external table with bound parameters, and refuses writes there too', async (ctx) => {
    if (!ext) return ctx.skip();
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: ext.url });
    c.on('error', () => {});
    await c.connect();
    try {
    await c.query(`CREATE TABLE school (code text PRIMARY KEY, name text); INSERT INTO school VALUES ('A', '甲校'), ('B', '乙校')`);
    const src = await sysadmin.post('/api/System/DataSource', { fullName: '外部库', enCode: 'extPgDi', dbType: 'postgresql', host: ext.host, port: ext.port, userName: ext.user, databaseName: ext.database });
    const id = await create({ sourceId: src.data.id, queryText: 'SELECT name FROM school WHERE code = :c', parameters: [{ name: 'c' }] });
    expect((await call(teacher, id, { c: 'B' })).data.list).toEqual([{ name: '乙校' }]);
    const write = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', sourceId: src.data.id, queryText: `WITH x AS (DELETE FROM school RETURNING code) SELECT * FROM x` });
    expect(write.msg).toBe('数据接口只允许查询语句（SELECT），不能修改数据');
    expect((await c.query('SELECT count(*)::int AS n FROM school')).rows[0].n).toBe(2);
    const slow = await sysadmin.post('/api/System/DataInterface/Actions/Test', { dataType: 'sql', sourceId: src.data.id, queryText: 'SELECT pg_sleep(3)', timeoutMs: 200 });
    expect(slow.msg).toBe('查询超时（超过 200 毫秒）');
    } finally {
      await c.end();
    }
  });
});

describe('数据接口: the designers’ picker', () => {
  it('lists the enabled interfaces by name for a page designer, and nothing to a teacher', async () => {
    const on = await create({ fullName: '可选接口', queryText: 'SELECT 1 AS one' });
    const off = await create({ fullName: '停用接口', queryText: 'SELECT 1 AS one', enabledMark: 0 });
    const r = await admin.get('/api/System/DataInterface/Selector');
    expect(r.code, r.msg).toBe(200);
    const ids = r.data.list.map((i: { id: string }) => i.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect(r.data.list.find((i: { id: string }) => i.id === on)).toMatchObject({ fullName: '可选接口', parameters: [] });
    expect((await teacher.get('/api/System/DataInterface/Selector')).code).toBe(403);
  });
});
