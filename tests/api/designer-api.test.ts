import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { visitorEntity, visitorPage, withoutField } from './designer-fixtures';

const ctx = serverForFile('admin');

const V = '/api/VisualDevelopment';

describe('saving a designed page in one call', () => {
  it('fills the record endpoints with the new page’s own id, so records work at once', async () => {
    const created = await ctx.admin.post(V, visitorEntity('visitor.onecall'));
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const got = await ctx.admin.get(`${V}/${id}`);
    expect(got.data.pageSchema.api).toMatchObject({
      list: `GET ${V}/Model/${id}/List`,
      create: `POST ${V}/Model/${id}`,
      update: `PUT ${V}/Model/${id}/{id}`,
    });
    expect(got.data).toMatchObject({ version: 1, draft: null });
    const rec = await ctx.admin.post(`${V}/Model/${id}`, { visitorName: '王五', phone: '13800138000', purpose: 'business' });
    expect(rec.code, rec.msg).toBe(200);
    expect((await ctx.admin.get(`${V}/Model/${id}/List`)).data.list.map((r: any) => r.visitorName)).toEqual(['王五']);
  });

  it('replaces endpoints naming another page’s records: a page cannot be saved to reach 学生信息', async () => {
    const sneaky = { ...visitorPage(), api: { list: `GET ${V}/Model/model-student/List`, remove: `DELETE ${V}/Model/model-student/{id}` } };
    const created = await ctx.admin.post(V, visitorEntity('visitor.sneaky', sneaky));
    expect(created.code, created.msg).toBe(200);
    const api = (await ctx.admin.get(`${V}/${created.data.id}`)).data.pageSchema.api;
    expect(api.list).toBe(`GET ${V}/Model/${created.data.id}/List`);
    expect(api.remove).toBe(`DELETE ${V}/Model/${created.data.id}/{id}`);
    expect(JSON.stringify(api)).not.toContain('model-student');
  });
});

describe('versions and drafts', () => {
  it('keeps every saved schema as a version, restores one as a new version, and lists them newest first', async () => {
    const first = visitorPage();
    const id = (await ctx.admin.post(V, visitorEntity('visitor.versions', first))).data.id;
    const v1 = (await ctx.admin.get(`${V}/${id}`)).data.pageSchema;
    const second = withoutField(first, 'note');
    const put = await ctx.admin.put(`${V}/${id}`, { ...visitorEntity('visitor.versions', second), id, note: '去掉备注' });
    expect(put.code, put.msg).toBe(200);
    expect(put.data.version).toBe(2);
    const got = await ctx.admin.get(`${V}/${id}`);
    expect(got.data.version).toBe(2);
    expect(got.data.pageSchema.form.schema.properties).not.toHaveProperty('note');

    const list = await ctx.admin.get(`${V}/${id}/Versions`);
    expect(list.data.list.map((v: any) => [v.version, v.note])).toEqual([[2, '去掉备注'], [1, '']]);
    expect(list.data.list[0].creatorUser).toBeTruthy();
    const old = await ctx.admin.get(`${V}/${id}/Versions/1`);
    expect(old.data.pageSchema).toEqual(v1);
    expect((await ctx.admin.get(`${V}/${id}/Versions/9`)).code).toBe(404);

    const restored = await ctx.admin.post(`${V}/${id}/Versions/1/Actions/Restore`);
    expect(restored.code, restored.msg).toBe(200);
    expect(restored.data.version).toBe(3);
    const now = await ctx.admin.get(`${V}/${id}`);
    expect(now.data.pageSchema).toEqual(v1);
    expect((await ctx.admin.get(`${V}/${id}/Versions`)).data.list.map((v: any) => [v.version, v.note])).toEqual([[3, '恢复自版本 1'], [2, '去掉备注'], [1, '']]);
  });

  it('a seeded page (saved before versions existed) gets its current schema as version 1 on its first save', async () => {
    const copy = (await ctx.admin.post(`${V}/model-leave/Actions/Copy`)).data.id;
    await ctx.server.database.query('DELETE FROM visual_dev_version WHERE model_id = $1', [copy]);
    const before = (await ctx.admin.get(`${V}/${copy}`)).data;
    expect((await ctx.admin.get(`${V}/${copy}/Versions`)).data.list.map((v: any) => v.version)).toEqual([1]);
    const put = await ctx.admin.put(`${V}/${copy}`, { fullName: before.fullName, enCode: before.enCode, pageSchema: { ...before.pageSchema, title: '请假申请（新）' } });
    expect(put.code, put.msg).toBe(200);
    expect((await ctx.admin.get(`${V}/${copy}/Versions/1`)).data.pageSchema.title).toBe('请假申请');
    expect((await ctx.admin.get(`${V}/${copy}/Versions/2`)).data.pageSchema.title).toBe('请假申请（新）');
  });

  it('stores a draft beside the running page, which keeps answering the saved schema; saving clears the draft', async () => {
    const id = (await ctx.admin.post(V, visitorEntity('visitor.draft'))).data.id;
    const saved = (await ctx.admin.get(`${V}/${id}`)).data.pageSchema;
    // A draft is work in progress: even an incomplete schema is kept.
    const draft = { ...saved, title: '访客登记（草稿）', columns: [] };
    expect((await ctx.admin.put(`${V}/${id}/Actions/Draft`, { pageSchema: draft })).code).toBe(200);
    const got = await ctx.admin.get(`${V}/${id}`);
    expect(got.data.draft.pageSchema.title).toBe('访客登记（草稿）');
    expect(got.data.draft.savedUser).toBeTruthy();
    expect(got.data.pageSchema.title).toBe('访客登记');
    expect((await ctx.admin.get(`${V}/Model/${id}/Config`)).data.pageSchema.title).toBe('访客登记');
    expect(got.data.version).toBe(1);

    expect((await ctx.admin.delete(`${V}/${id}/Actions/Draft`)).code).toBe(200);
    expect((await ctx.admin.get(`${V}/${id}`)).data.draft).toBeNull();

    await ctx.admin.put(`${V}/${id}/Actions/Draft`, { pageSchema: draft });
    await ctx.admin.put(`${V}/${id}`, { ...visitorEntity('visitor.draft', { ...saved, title: '访客登记二' }), id });
    const after = (await ctx.admin.get(`${V}/${id}`)).data;
    expect(after.draft).toBeNull();
    expect(after.pageSchema.title).toBe('访客登记二');
  });
});

/** A form as react-jsonschema-form users write it: nested objects, arrays, $ref/definitions, dependencies, formats, ui:order. */
function rjsfPage() {
  return {
    kind: 'form',
    title: '家长信息登记',
    form: {
      schema: {
        type: 'object',
        title: '家长信息',
        // A keyword of someone else's tool: the ctx.server does not know it and must not drop it.
        'x-origin': { tool: 'rjsf playground', note: 'kept as written' },
        definitions: {
          address: {
            type: 'object',
            properties: { city: { type: 'string', title: '城市' }, street: { type: 'string', title: '街道' } },
            required: ['city'],
          },
        },
        required: ['parentName'],
        properties: {
          parentName: { type: 'string', title: '家长姓名', minLength: 1 },
          email: { type: 'string', title: '邮箱', format: 'email' },
          birthday: { type: 'string', title: '生日', format: 'date' },
          home: { $ref: '#/definitions/address', title: '家庭住址' },
          children: {
            type: 'array',
            title: '子女',
            items: { type: 'object', properties: { name: { type: 'string', title: '姓名' }, grade: { type: 'integer', title: '年级', minimum: 1, maximum: 12 } } },
          },
          tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['志愿者', '家委会'] }, uniqueItems: true },
          hasCar: { type: 'boolean', title: '是否开车' },
        },
        dependencies: {
          hasCar: {
            oneOf: [
              { properties: { hasCar: { const: false } } },
              { properties: { hasCar: { const: true }, plate: { type: 'string', title: '车牌', maxLength: 10 } }, required: ['plate'] },
            ],
          },
        },
      },
      uiSchema: {
        'ui:order': ['parentName', 'email', '*'],
        'ui:submitButtonOptions': { submitText: '提交' },
        email: { 'ui:widget': 'email', 'ui:help': '用于接收通知' },
        birthday: { 'ui:widget': 'date' },
        tags: { 'ui:widget': 'checkboxes' },
        children: { items: { grade: { 'ui:widget': 'updown' } } },
        home: { street: { 'ui:placeholder': '街道门牌' } },
      },
    },
  };
}

describe('plain JSON Schema + uiSchema', () => {
  it('stores an rjsf form and answers it exactly as written, keys in their order, through save and re-save', async () => {
    const page = rjsfPage();
    const created = await ctx.admin.post(V, { fullName: '家长信息登记', enCode: 'parents.info', type: 'form', category: 'campus', pageSchema: page });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const got = (await ctx.admin.get(`${V}/${id}`)).data.pageSchema;
    // Everything but the endpoints the ctx.server adds comes back as it went in, in the same order.
    const { api, id: pageId, ...rest } = got;
    expect(pageId).toBe(id);
    expect(api.create).toBe(`POST ${V}/Model/${id}`);
    expect(JSON.stringify(rest)).toBe(JSON.stringify(page));
    // The designer saves it again unchanged: still nothing lost.
    expect((await ctx.admin.put(`${V}/${id}`, { fullName: '家长信息登记', enCode: 'parents.info', pageSchema: got })).code).toBe(200);
    expect(JSON.stringify((await ctx.admin.get(`${V}/${id}`)).data.pageSchema)).toBe(JSON.stringify(got));
    expect((await ctx.admin.get(`${V}/Model/${id}/Config`)).data.pageSchema.form.schema['x-origin']).toEqual({ tool: 'rjsf playground', note: 'kept as written' });
  });

  it('saves records of such a form with their nested values, and checks the $ref and dependency parts', async () => {
    const id = (await ctx.admin.post(V, { fullName: '家长信息二', enCode: 'parents.info2', type: 'form', pageSchema: rjsfPage() })).data.id;
    const M = `${V}/Model/${id}`;
    const record = {
      parentName: '李四',
      email: 'lisi@example.edu.cn',
      birthday: '1985-03-02',
      home: { city: '深圳', street: '深南大道 1 号' },
      children: [{ name: '李小四', grade: 3 }, { name: '李小五', grade: 1 }],
      tags: ['志愿者'],
      hasCar: true,
      plate: '粤B12345',
    };
    const saved = await ctx.admin.post(M, record);
    expect(saved.code, saved.msg).toBe(200);
    const stored = (await ctx.server.database.query<{ data: any }>('SELECT data FROM model_record WHERE id = $1', [saved.data.id]))[0].data;
    expect(stored).toMatchObject(record);
    const read = await ctx.admin.get(`${M}/${saved.data.id}`);
    expect(read.data).toMatchObject(record);

    const before = (await ctx.admin.get(`${M}/List`)).data.pagination.total;
    // The $ref'd object is checked (city required), and so is the dependency (a car needs its plate).
    const noCity = await ctx.admin.post(M, { ...record, home: { street: '无城市' } });
    expect(noCity.code).toBe(400);
    expect(noCity.data.map((e: any) => e.field)).toContain('home.city');
    const noPlate = await ctx.admin.post(M, { ...record, plate: undefined });
    expect(noPlate.code).toBe(400);
    const badGrade = await ctx.admin.post(M, { ...record, children: [{ name: '超龄', grade: 13 }] });
    expect(badGrade.code).toBe(400);
    expect(badGrade.data.map((e: any) => e.field)).toContain('children.0.grade');
    expect((await ctx.admin.get(`${M}/List`)).data.pagination.total).toBe(before);
  });
});
