import { describe, expect, it } from 'vitest';
import { serverForFile, type Client } from '../support/server';

/*
 * Issue 15 item 8: a designed page stores its records in a table made in 数据建模 (a column per
 * field) instead of the shared record store. The binding is checked when the page is saved (a table
 * made elsewhere, a missing column: refused with the path, nothing saved); records are then written
 * to and read from that table by the same record routes: list, keyword, detail, edit, remove.
 */

const ctx = serverForFile('admin', 'teacher');

const col = (name: string, type: string, over: Record<string, unknown> = {}) => ({ name, type, nullable: true, ...over });
const RECORD_COLUMNS = [
  col('id', 'varchar', { length: 64, nullable: false, primaryKey: true }),
  col('organize_id', 'varchar', { length: 64 }),
  col('department_id', 'varchar', { length: 64 }),
  col('creator_user_id', 'varchar', { length: 64 }),
  col('created_at', 'datetime', { nullable: false, defaultValue: 'now()' }),
  col('last_modify_user_id', 'varchar', { length: 64 }),
  col('updated_at', 'datetime'),
];

async function makeTable(c: Client, table: string, columns: unknown[]) {
  const spec = { table, columns };
  const preview = await c.post('/api/System/DataModel/0/Actions/Preview', { mode: 'create', spec });
  expect(preview.code, preview.msg).toBe(200);
  const made = await c.post('/api/System/DataModel/0/Tables', { spec, confirmDdl: preview.data.ddl });
  expect(made.code, made.msg).toBe(200);
}

const pageOf = (recordTable: string, extra: Record<string, unknown> = {}) => ({
  id: 'book-page',
  kind: 'list',
  title: '图书登记',
  recordTable,
  columns: [{ field: 'title', label: '书名' }, { field: 'copies', label: '册数' }],
  search: { schema: { type: 'object', properties: {} }, keyword: { fields: ['title'] } },
  form: {
    schema: {
      type: 'object',
      required: ['title'],
      properties: { title: { type: 'string', title: '书名', maxLength: 50 }, copies: { type: 'integer', title: '册数', minimum: 0 }, ...extra },
    },
  },
});
const entity = (enCode: string, pageSchema: unknown) => ({ fullName: '图书登记', enCode, type: 'list', category: 'campus', pageSchema });

describe('a designed page bound to a 数据建模 table', () => {
  it('keeps its records in that table, and the record routes read and write them there', async () => {
    await makeTable(ctx.admin, 'lib_book', [...RECORD_COLUMNS, col('title', 'varchar', { length: 50 }), col('copies', 'integer')]);
    const created = await ctx.admin.post('/api/VisualDevelopment', entity('library.bound', pageOf('lib_book')));
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id as string;
    const base = `/api/VisualDevelopment/Model/${id}`;
    const sharedBefore = await ctx.server.database.query(`SELECT count(*)::int AS n FROM model_record WHERE model_id = $1`, [id]);

    for (const [title, copies] of [['三体', 3], ['平凡的世界', 5], ['活着', 2]] as const) {
      const r = await ctx.admin.post(base, { title, copies });
      expect(r.code, r.msg).toBe(200);
    }
    const inTable = await ctx.server.database.query<{ title: string; copies: number; creator_user_id: string; organize_id: string | null }>(
      'SELECT title, copies, creator_user_id, organize_id FROM lib_book ORDER BY title',
    );
    expect(inTable.map((r) => [r.title, r.copies])).toEqual([['三体', 3], ['平凡的世界', 5], ['活着', 2]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    expect(inTable.every((r) => r.creator_user_id)).toBe(true);
    expect(await ctx.server.database.query(`SELECT count(*)::int AS n FROM model_record WHERE model_id = $1`, [id])).toEqual(sharedBefore);

    const list = await ctx.admin.get(`${base}/List`, { currentPage: 1, pageSize: 20 });
    expect(list.code, list.msg).toBe(200);
    expect(list.data.pagination.total).toBe(3);
    expect(list.data.list.map((r: { title: string }) => r.title).sort()).toEqual(['三体', '平凡的世界', '活着'].sort());
    // The record columns are the store's, not fields.
    expect(Object.keys(list.data.list[0]).sort()).toEqual(['copies', 'id', 'title']);

    const found = await ctx.admin.get(`${base}/List`, { currentPage: 1, pageSize: 20, keyword: '平凡' });
    expect(found.data.list.map((r: { title: string }) => r.title)).toEqual(['平凡的世界']);
    const bookId = found.data.list[0].id as string;

    const upd = await ctx.admin.put(`${base}/${bookId}`, { title: '平凡的世界（全三册）', copies: 6 });
    expect(upd.code, upd.msg).toBe(200);
    const detail = await ctx.admin.get(`${base}/${bookId}`);
    expect(detail.data).toEqual({ id: bookId, title: '平凡的世界（全三册）', copies: 6 });
    expect((await ctx.server.database.query<{ copies: number }>('SELECT copies FROM lib_book WHERE id = $1', [bookId]))[0].copies).toBe(6);

    // A record the form refuses never reaches the table.
    const bad = await ctx.admin.post(base, { copies: -1 });
    expect(bad.code).toBe(400);
    expect((await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM lib_book'))[0].n).toBe(3);

    // The teacher has no grant on the page: refused, the table unchanged.
    expect((await ctx.teacher.post(base, { title: '偷偷加的', copies: 1 })).code).toBe(403);
    expect((await ctx.teacher.delete(`${base}/${bookId}`)).code).toBe(403);
    expect((await ctx.server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM lib_book'))[0].n).toBe(3);

    // The designers' picker offers the shared store and the tables made in 数据建模, never the application's own.
    const picker = await ctx.admin.get('/api/System/DataModel/RecordTables');
    expect(picker.code, picker.msg).toBe(200);
    expect(picker.data.list[0]).toEqual({ name: '', fullName: '共享记录存储（默认）' });
    expect(picker.data.list.map((t: { name: string }) => t.name)).toContain('lib_book');
    expect(picker.data.list.map((t: { name: string }) => t.name)).not.toContain('users');
    expect((await ctx.teacher.get('/api/System/DataModel/RecordTables')).code).toBe(403);

    const del = await ctx.admin.delete(`${base}/${bookId}`);
    expect(del.code, del.msg).toBe(200);
    expect((await ctx.server.database.query('SELECT 1 FROM lib_book WHERE id = $1', [bookId])).length).toBe(0);
    expect((await ctx.admin.get(`${base}/${bookId}`)).code).toBe(404);
  });

  it('refuses a table not made in 数据建模, and a form field without a column; nothing is saved', async () => {
    const pagesBefore = await ctx.server.database.query('SELECT id, version FROM visual_dev ORDER BY id');
    const system = await ctx.admin.post('/api/VisualDevelopment', entity('library.users', pageOf('users')));
    expect(system.code).toBe(400);
    expect(system.data.map((p: { path: string }) => p.path)).toEqual(['/recordTable']);

    await makeTable(ctx.admin, 'lib_short', [...RECORD_COLUMNS, col('title', 'varchar', { length: 50 })]);
    const missing = await ctx.admin.post('/api/VisualDevelopment', entity('library.short', pageOf('lib_short')));
    expect(missing.code).toBe(400);
    expect(missing.data.map((p: { path: string }) => p.path)).toEqual(['/form/schema/properties/copies']);
    expect(missing.msg).toContain("no column 'copies'");

    await makeTable(ctx.admin, 'lib_bare', [col('id', 'varchar', { length: 64, nullable: false, primaryKey: true }), col('title', 'varchar'), col('copies', 'integer')]);
    const bare = await ctx.admin.post('/api/VisualDevelopment', entity('library.bare', pageOf('lib_bare')));
    expect(bare.code).toBe(400);
    expect(bare.msg).toContain('organize_id');

    expect(await ctx.server.database.query('SELECT id, version FROM visual_dev ORDER BY id')).toEqual(pagesBefore);
  });
});
