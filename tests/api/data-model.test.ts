import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { externalPostgres, type ExternalPostgres } from '../support/externalPostgres';

/*
 * 数据建模 (issue 15 item 8): a source's tables with columns, types, keys and indexes; creating and
 * altering a table shows its DDL first and runs only the DDL that was confirmed; the application's
 * own tables are not changed here; the school head and the teacher are refused with nothing changed.
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
});
afterAll(async () => {
  await ext?.stop();
  await server?.close();
});

const spec = {
  table: 'score_book',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, primaryKey: true },
    { name: 'student', type: 'varchar', length: 40, nullable: false },
    { name: 'score', type: 'decimal', length: 5, scale: 1, nullable: true },
  ],
  indexes: [{ name: 'score_book_student_idx', columns: ['student'] }],
};

async function createVia(c: Client, sourceId: string, s: typeof spec) {
  const preview = await c.post(`/api/System/DataModel/${sourceId}/Actions/Preview`, { mode: 'create', spec: s });
  expect(preview.code, preview.msg).toBe(200);
  return c.post(`/api/System/DataModel/${sourceId}/Tables`, { spec: s, confirmDdl: preview.data.ddl });
}

describe('数据建模 on the built-in database', () => {
  it('lists the tables with columns, keys and indexes', async () => {
    const list = await sysadmin.get('/api/System/DataModel/0/Tables');
    expect(list.data.list).toContainEqual({ name: 'users', managed: false });
    const users = await sysadmin.get('/api/System/DataModel/0/Tables/users');
    expect(users.data.columns.find((c: any) => c.name === 'id')).toMatchObject({ primaryKey: true, type: 'text', nullable: false });
    expect(users.data.indexes.some((i: any) => i.primary)).toBe(true);
  });

  it('creates a table from the confirmed DDL, then alters it', async () => {
    const created = await createVia(sysadmin, '0', spec);
    expect(created.code, created.msg).toBe(200);
    expect(created.data.ddl[0]).toContain('CREATE TABLE "score_book"');
    const info = await sysadmin.get('/api/System/DataModel/0/Tables/score_book');
    expect(info.data.managed).toBe(true);
    expect(info.data.indexes.map((i: any) => i.name)).toContain('score_book_student_idx');

    const altered = { ...spec, columns: [...spec.columns.slice(0, 2), { name: 'grade', type: 'integer', nullable: true }] };
    const preview = await sysadmin.post('/api/System/DataModel/0/Actions/Preview', { mode: 'alter', spec: altered });
    expect(preview.data.ddl).toEqual(['ALTER TABLE "score_book" ADD COLUMN "grade" integer', 'ALTER TABLE "score_book" DROP COLUMN "score"']);
    // Nothing ran yet: the preview only shows.
    expect((await server.database.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'score_book' AND column_name = 'grade'`)).length).toBe(0);
    const r = await sysadmin.put('/api/System/DataModel/0/Tables/score_book', { spec: altered, confirmDdl: preview.data.ddl });
    expect(r.code).toBe(200);
    const cols = (await server.database.query<{ c: string }>(`SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'score_book' ORDER BY ordinal_position`)).map((x) => x.c);
    expect(cols).toEqual(['id', 'student', 'grade']);
  });

  it('runs nothing when the confirmed DDL is not what would run now', async () => {
    const s = { ...spec, table: 'score_book_two' };
    const r = await sysadmin.post('/api/System/DataModel/0/Tables', { spec: s, confirmDdl: ['CREATE TABLE "something_else" (id int)'] });
    expect(r.code).toBe(409);
    expect((await server.database.query(`SELECT 1 FROM information_schema.tables WHERE table_name IN ('score_book_two', 'something_else')`)).length).toBe(0);
  });

  it("refuses to alter the application's own tables", async () => {
    const r = await sysadmin.post('/api/System/DataModel/0/Actions/Preview', { mode: 'alter', spec: { table: 'users', columns: [{ name: 'id', type: 'text', nullable: false }] } });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('系统自带的表不能在这里修改');
  });

  it('refuses names that are not plain identifiers, with nothing created', async () => {
    const bad = await sysadmin.post('/api/System/DataModel/0/Actions/Preview', { mode: 'create', spec: { ...spec, table: 'x"; DROP TABLE users; --' } });
    expect(bad.code).toBe(400);
    const badDefault = await sysadmin.post('/api/System/DataModel/0/Actions/Preview', {
      mode: 'create',
      spec: { table: 'tdef', columns: [{ name: 'a', type: 'integer', nullable: true, defaultValue: '1); DROP TABLE users; --' }] },
    });
    expect(badDefault.code).toBe(400);
    expect((await server.database.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'users'`)).length).toBe(1);
  });

  it('the school head and the teacher may not read, create or alter tables', async () => {
    const before = JSON.stringify(await server.database.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`));
    for (const c of [school1, teacher]) {
      expect((await c.get('/api/System/DataModel/0/Tables')).code).toBe(403);
      expect((await c.post('/api/System/DataModel/0/Tables', { spec: { ...spec, table: 'refused_tbl' }, confirmDdl: [] })).code).toBe(403);
      expect((await c.put('/api/System/DataModel/0/Tables/score_book', { spec: { ...spec, table: 'score_book' }, confirmDdl: [] })).code).toBe(403);
    }
    expect(JSON.stringify(await server.database.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`))).toBe(before);
  });
});

describe('数据建模 on an external PostgreSQL', () => {
  it('creates and reads back a table there', async (ctx) => {
    if (!ext) return ctx.skip();
    const src = await sysadmin.post('/api/System/DataSource', { fullName: '外部建模', enCode: 'extPgModel', dbType: 'postgresql', host: ext.host, port: ext.port, userName: ext.user, databaseName: ext.database });
    const r = await createVia(sysadmin, src.data.id, { ...spec, table: 'ext_scores' });
    expect(r.code, r.msg).toBe(200);
    const info = await sysadmin.get(`/api/System/DataModel/${src.data.id}/Tables/ext_scores`);
    expect(info.data.columns.map((c: any) => c.name)).toEqual(['id', 'student', 'score']);
  });
});
