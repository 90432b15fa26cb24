import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import metaSchema from '../../schemas/page.schema.json';
import { serverForFile } from '../support/server';
import { studentSchema } from '../../server/visualDev/seedModels/student';
import { leaveSchema } from '../../server/visualDev/seedModels/leave';
import { scoreSchema } from '../../server/visualDev/seedModels/score';
import { gradeDictSchema } from '../../server/visualDev/seedModels/gradeDict';

const ctx = serverForFile('admin', 'teacher');

const listPage = {
  id: 'demo-list',
  kind: 'list',
  title: '图书登记',
  api: { list: 'GET /api/VisualDevelopment/Model/demo/List', create: 'POST /api/VisualDevelopment/Model/demo' },
  columns: [{ field: 'title', label: '书名', sortable: true }],
  form: {
    schema: {
      type: 'object',
      required: ['title'],
      properties: { title: { type: 'string', title: '书名', maxLength: 50 }, copies: { type: 'integer', title: '册数', minimum: 1 } },
    },
  },
};

const entity = (over: Record<string, unknown> = {}) => ({
  fullName: '图书登记',
  enCode: `library.book${Math.random().toString(36).slice(2, 8)}`,
  type: 'list',
  category: 'campus',
  description: '图书馆图书登记',
  sortCode: 10,
  pageSchema: listPage,
  ...over,
});

describe('seeded page schemas', () => {
  it('validate against schemas/page.schema.json', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(metaSchema);
    for (const s of [studentSchema, leaveSchema, scoreSchema, gradeDictSchema]) {
      expect(validate(s), `${s.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('visual development entities', () => {
  it('lists the seeded pages with paging, keyword, category and type filters', async () => {
    const all = await ctx.admin.get('/api/VisualDevelopment', { category: 'campus' });
    expect(all.code).toBe(200);
    expect(all.data.list.map((v: any) => v.id)).toEqual(expect.arrayContaining(['model-student', 'model-leave', 'model-score', 'dict-grade']));
    expect(all.data.list[0]).not.toHaveProperty('pageSchema');
    const reports = await ctx.admin.get('/api/VisualDevelopment', { type: 'report' });
    expect(reports.data.list.map((v: any) => v.id)).toEqual(['model-score']);
    const kw = await ctx.admin.get('/api/VisualDevelopment', { keyword: '请假' });
    expect(kw.data.list.map((v: any) => v.fullName)).toEqual(['请假申请']);
    const paged = await ctx.admin.get('/api/VisualDevelopment', { currentPage: 2, pageSize: 2 });
    expect(paged.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2 });
    expect((await ctx.admin.get('/api/VisualDevelopment', { sidx: 'page_schema; DROP TABLE visual_dev' })).code).toBe(400);
  });

  it('creates, reads, updates, copies and deletes a page', async () => {
    const created = await ctx.admin.post('/api/VisualDevelopment', entity({ enCode: 'library.book' }));
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const got = await ctx.admin.get(`/api/VisualDevelopment/${id}`);
    expect(got.data).toMatchObject({ fullName: '图书登记', enCode: 'library.book', type: 'list', state: 0, category: 'campus' });
    expect(got.data.pageSchema.form.schema.properties.title.title).toBe('书名');
    expect(got.data.fields).toEqual([
      { vModel: 'title', label: '书名', type: 'string' },
      { vModel: 'copies', label: '册数', type: 'integer' },
    ]);

    const upd = await ctx.admin.put(`/api/VisualDevelopment/${id}`, { ...entity({ enCode: 'library.book' }), id, fullName: '图书借阅', state: 1 });
    expect(upd.code, upd.msg).toBe(200);
    expect((await ctx.admin.get(`/api/VisualDevelopment/${id}`)).data).toMatchObject({ fullName: '图书借阅', state: 1 });

    const dup = await ctx.admin.post('/api/VisualDevelopment', entity({ enCode: 'LIBRARY.BOOK' }));
    expect(dup.code).toBe(400);
    expect(dup.data).toEqual([{ field: 'enCode', message: '功能编码已存在' }]);

    const copy = await ctx.admin.post(`/api/VisualDevelopment/${id}/Actions/Copy`);
    expect(copy.code, copy.msg).toBe(200);
    const copied = await ctx.admin.get(`/api/VisualDevelopment/${copy.data.id}`);
    expect(copied.data).toMatchObject({ enCode: 'library.book.copy', state: 0, type: 'list' });
    const copy2 = await ctx.admin.post(`/api/VisualDevelopment/${id}/Actions/Copy`);
    expect((await ctx.admin.get(`/api/VisualDevelopment/${copy2.data.id}`)).data.enCode).toBe('library.book.copy2');

    for (const x of [id, copy.data.id, copy2.data.id]) expect((await ctx.admin.delete(`/api/VisualDevelopment/${x}`)).code).toBe(200);
    expect((await ctx.admin.get(`/api/VisualDevelopment/${id}`)).code).toBe(404);
  });

  it('copies a model page with endpoints pointing at the copy', async () => {
    const copy = await ctx.admin.post('/api/VisualDevelopment/model-leave/Actions/Copy');
    const got = await ctx.admin.get(`/api/VisualDevelopment/${copy.data.id}`);
    expect(got.data.pageSchema.api.list).toBe(`GET /api/VisualDevelopment/Model/${copy.data.id}/List`);
    expect(got.data.pageSchema.api.create).toBe(`POST /api/VisualDevelopment/Model/${copy.data.id}`);
    // No records are copied.
    expect((await ctx.admin.get(`/api/VisualDevelopment/Model/${copy.data.id}/List`)).data.pagination.total).toBe(0);
    await ctx.admin.delete(`/api/VisualDevelopment/${copy.data.id}`);
  });

  it('refuses an invalid page schema with 400 and the path of every problem; nothing is stored', async () => {
    const before = (await ctx.admin.get('/api/VisualDevelopment')).data.pagination.total;
    const bad = {
      ...listPage,
      kind: 'grid',
      columns: [{ field: 'title', label: '书名', width: 5 }],
      toolbar: [{ type: 'explode' }],
    };
    const r = await ctx.admin.post('/api/VisualDevelopment', entity({ pageSchema: bad }));
    expect(r.code).toBe(400);
    const paths = r.data.map((p: any) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/kind', '/columns/0/width', '/toolbar/0/type']));
    for (const p of r.data) expect(typeof p.message).toBe('string');

    const formula = await ctx.admin.post('/api/VisualDevelopment', entity({
      pageSchema: { ...listPage, form: { ...listPage.form, formulas: { copies: '{title}××2', nothing: '1+1' } } },
    }));
    expect(formula.code).toBe(400);
    expect(formula.data.map((p: any) => p.path)).toEqual(expect.arrayContaining(['/form/formulas/copies', '/form/formulas/nothing']));
    const reads = await ctx.admin.post('/api/VisualDevelopment', entity({
      pageSchema: { ...listPage, form: { ...listPage.form, formulas: { copies: '{pages}×2' } } },
    }));
    expect(reads.data).toEqual([{ path: '/form/formulas/copies', message: "unknown field 'pages' in the formula" }]);

    // A formula is written once, in form.formulas; fill, keyword fields and the tree's field must name form fields.
    const twice = await ctx.admin.post('/api/VisualDevelopment', entity({
      pageSchema: {
        ...listPage,
        search: { schema: { type: 'object', properties: {} }, keyword: { fields: ['copies', 'author'] } },
        tree: { api: 'GET /api/VisualDevelopment/Model/demo/Tree?field=title', param: 'organizeId', field: 'shelf' },
        kind: 'treeList',
        form: { ...listPage.form, uiSchema: { copies: { 'ui:widget': 'calculateField', 'ui:options': { expression: '1+1' } } }, fill: { owner: 'currentUser' } },
      },
    }));
    expect(twice.code).toBe(400);
    expect(twice.data.map((p: any) => p.path).sort()).toEqual([
      '/form/fill/owner',
      '/form/uiSchema/copies/ui:options/expression',
      '/search/keyword/fields/0',
      '/search/keyword/fields/1',
      '/tree/field',
    ]);

    const mismatch = await ctx.admin.post('/api/VisualDevelopment', entity({ type: 'report' }));
    expect(mismatch.code).toBe(400);
    expect(mismatch.data[0].path).toBe('/kind');

    const names = await ctx.admin.post('/api/VisualDevelopment', entity({ fullName: '图书<script>', enCode: '.bad.' }));
    expect(names.code).toBe(400);
    expect(names.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    expect((await ctx.admin.get('/api/VisualDevelopment')).data.pagination.total).toBe(before);
  });

  it('keeps records of an unpublished page to designers and re-indexes the keyword when the schema changes', async () => {
    const quiet = { ...listPage, search: { schema: { type: 'object', properties: {} }, keyword: false } };
    const created = await ctx.admin.post('/api/VisualDevelopment', entity({ enCode: 'library.search', pageSchema: quiet }));
    const id = created.data.id;
    const M = `/api/VisualDevelopment/Model/${id}`;
    expect((await ctx.admin.post(M, { title: '三体', copies: 2 })).code).toBe(200);
    expect((await ctx.admin.post(M, { title: '活着', copies: 1 })).code).toBe(200);
    expect((await ctx.teacher.get(`${M}/List`)).code).toBe(403);
    expect((await ctx.teacher.post(M, { title: '偷偷加' })).code).toBe(403);
    // No keyword fields: the keyword narrows nothing.
    expect((await ctx.admin.get(`${M}/List`, { keyword: '三体' })).data.pagination.total).toBe(2);
    const loud = { ...listPage, search: { schema: { type: 'object', properties: {} }, keyword: true } };
    expect((await ctx.admin.put(`/api/VisualDevelopment/${id}`, { ...entity({ enCode: 'library.search' }), id, pageSchema: loud })).code).toBe(200);
    expect((await ctx.admin.get(`${M}/List`, { keyword: '三体' })).data.list.map((r: any) => r.title)).toEqual(['三体']);
    expect((await ctx.admin.get(`${M}/List`, { keyword: '红楼梦' })).data.pagination.total).toBe(0);
    expect((await ctx.admin.delete(`/api/VisualDevelopment/${id}`)).code).toBe(200);
    expect((await ctx.admin.get(`${M}/List`)).code).toBe(404);
  });

  it('refuses deleting a page a menu publishes', async () => {
    const r = await ctx.admin.delete('/api/VisualDevelopment/model-student');
    expect(r.code).toBe(400);
    expect((await ctx.admin.get('/api/VisualDevelopment/model-student')).code).toBe(200);
  });

  it('answers the distinct categories', async () => {
    const r = await ctx.admin.get('/api/VisualDevelopment/AreasName');
    expect(r.data.list).toContain('campus');
  });

  it('offers a selector tree grouped by category, filtered by type, to any signed-in user', async () => {
    const r = await ctx.teacher.get('/api/VisualDevelopment/Selector', { type: 'list,treeList' });
    expect(r.code).toBe(200);
    const campus = r.data.list.find((g: any) => g.id === 'campus');
    expect(campus.fullName).toBe('校园应用');
    expect(campus.children.map((c: any) => c.id).sort()).toEqual(['model-leave', 'model-student']);
    expect(campus.children[0]).toMatchObject({ hasChildren: false });
    expect((await ctx.teacher.get('/api/VisualDevelopment/Selector', { type: 'nope' })).code).toBe(400);
  });

  it('lists a form’s fields and offers a field’s values for related-form pickers', async () => {
    const fields = await ctx.teacher.get('/api/VisualDevelopment/model-student/FormDataFields');
    expect(fields.data.list).toEqual(expect.arrayContaining([
      { vModel: 'name', label: '姓名', type: 'string' },
      { vModel: 'studentNo', label: '学号', type: 'billNumber' },
    ]));
    const picks = await ctx.teacher.get('/api/VisualDevelopment/model-student/FieldDataSelect', { field: 'name', pageSize: 5 });
    expect(picks.code).toBe(200);
    expect(picks.data.list).toHaveLength(5);
    expect(Object.keys(picks.data.list[0]).sort()).toEqual(['id', 'name']);
    // The teacher's data permission on campus.student is their own school: 200 of 600.
    expect(picks.data.pagination.total).toBe(200);
    const kw = await ctx.teacher.get('/api/VisualDevelopment/model-student/FieldDataSelect', { field: 'name', keyword: picks.data.list[0].name });
    expect(kw.data.list.every((x: any) => x.name.includes(picks.data.list[0].name))).toBe(true);
    // A column the ctx.teacher is not granted is not offered; a field the form lacks is refused.
    expect((await ctx.teacher.get('/api/VisualDevelopment/model-student/FieldDataSelect', { field: 'idCard' })).code).toBe(403);
    expect((await ctx.teacher.get('/api/VisualDevelopment/model-student/FieldDataSelect', { field: 'password' })).code).toBe(400);
  });

  it('keeps design endpoints to holders of the design menu and its buttons', async () => {
    expect((await ctx.teacher.get('/api/VisualDevelopment')).code).toBe(403);
    expect((await ctx.teacher.get('/api/VisualDevelopment/model-student')).code).toBe(403);
    expect((await ctx.teacher.post('/api/VisualDevelopment', entity())).code).toBe(403);
    expect((await ctx.teacher.post('/api/VisualDevelopment/model-student/Actions/Copy')).code).toBe(403);
    expect((await ctx.teacher.delete('/api/VisualDevelopment/model-leave')).code).toBe(403);
    expect((await ctx.server.anonymous.get('/api/VisualDevelopment/Selector')).status).toBe(401);
  });
});

describe('model config', () => {
  it('answers the page schema to the page’s menu holders and to designers', async () => {
    const r = await ctx.teacher.get('/api/VisualDevelopment/Model/model-student/Config');
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: 'model-student', fullName: '学生信息', type: 'treeList' });
    expect(r.data.pageSchema.kind).toBe('treeList');
    const dict = await ctx.admin.get('/api/VisualDevelopment/Model/dict-grade/Config');
    expect(dict.data.pageSchema).toMatchObject({ kind: 'dictionary', dictionary: { typeCode: 'grade' } });
  });

  it('refuses Config to users holding neither the page nor the designer', async () => {
    const school1 = await ctx.server.login('school1');
    // 学校管理员 has the campus pages but not onlineDev; a model with no menu is designer-only.
    const created = await ctx.admin.post('/api/VisualDevelopment', entity({ enCode: 'library.preview' }));
    expect((await school1.get(`/api/VisualDevelopment/Model/${created.data.id}/Config`)).code).toBe(403);
    expect((await ctx.admin.get(`/api/VisualDevelopment/Model/${created.data.id}/Config`)).code).toBe(200);
    expect((await school1.get('/api/VisualDevelopment/Model/model-leave/Config')).code).toBe(200);
    await ctx.admin.delete(`/api/VisualDevelopment/${created.data.id}`);
  });
});
