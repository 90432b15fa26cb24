import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * Dictionary types maintained from the dictionary screen (issue 13 item 6): the type tree's
 * add/edit/remove calls as the screen makes them, the district rule shared with the items, and the
 * refusals (in the caller's language) that leave the tables as they were.
 */

let server: TestServer;
let admin: Client;
let school1: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, school1] = await Promise.all([server.login('admin'), server.login('school1')]);
});
afterAll(() => server?.close());

const flat = (list: any[]): any[] => list.flatMap((t) => [t, ...flat(t.children ?? [])]);
/** Every type row as stored, to compare before and after a refused call. */
const typesInDb = () => server.database.query('SELECT id, parent_id, full_name, en_code, is_tree, sort_code, enabled_mark, description FROM dictionary_type ORDER BY id');
const typeByCode = async (code: string) => (await server.database.query<{ id: string }>('SELECT id FROM dictionary_type WHERE en_code = $1', [code]))[0];

async function call(c: Client, lang: string | null, method: string, url: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (lang) headers['accept-language'] = lang;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await c.raw(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: any }) };
}

describe('dictionary types from the dictionary screen', () => {
  it('offers the form a top-level choice (root=1) holding the whole tree, in the caller language', async () => {
    const plain = await admin.get('/api/System/DictionaryType/Selector');
    const rooted = await admin.get('/api/System/DictionaryType/Selector', { root: '1' });
    expect(rooted.data.list).toHaveLength(1);
    expect(rooted.data.list[0]).toMatchObject({ id: '-1', fullName: '顶级分类', hasChildren: true });
    expect(flat(rooted.data.list[0].children).map((t) => t.id)).toEqual(flat(plain.data.list).map((t) => t.id));
    expect((await call(admin, 'en', 'GET', '/api/System/DictionaryType/Selector?root=1')).data.list[0].fullName).toBe('Top level');
    expect((await call(admin, 'zh-TW', 'GET', '/api/System/DictionaryType/Selector?root=1')).data.list[0].fullName).toBe('頂級分類');
  });

  it('adds a top-level type with an entry, renames it, and removes it once its entry is gone', async () => {
    // What the screen's form sends: the top-level choice as parentId '-1'.
    const c = await admin.post('/api/System/DictionaryType', { parentId: '-1', fullName: '住宿类型', enCode: 'boardingType', isTree: 0, sortCode: 0, enabledMark: 1 });
    expect(c.code, c.msg).toBe(200);
    const id = c.data.id;
    expect(flat((await admin.get('/api/System/DictionaryType/Selector')).data.list).find((t) => t.id === id)).toMatchObject({ parentId: '-1', fullName: '住宿类型' });
    const item = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: id, fullName: '走读', enCode: 'day' });
    expect(item.code, item.msg).toBe(200);
    // The new type's entries reach the start-up list every screen reads.
    const all = await admin.get('/api/System/DictionaryData/All');
    expect(all.data.list.find((t: any) => t.id === id)).toEqual({ id, enCode: 'boardingType', fullName: '住宿类型', isTree: 0, dictionaryList: [{ id: item.data.id, fullName: '走读', enCode: 'day' }] });

    const info = (await admin.get(`/api/System/DictionaryType/${id}`)).data;
    expect((await admin.put(`/api/System/DictionaryType/${id}`, { ...info, fullName: '住宿方式' })).code).toBe(200);
    expect((await admin.get(`/api/System/DictionaryType/${id}`)).data.fullName).toBe('住宿方式');

    const refused = await admin.delete(`/api/System/DictionaryType/${id}`);
    expect(refused.code).toBe(400);
    expect(await typeByCode('boardingType')).toBeTruthy();
    expect((await admin.delete(`/api/System/DictionaryData/${item.data.id}`)).code).toBe(200);
    expect((await admin.delete(`/api/System/DictionaryType/${id}`)).code).toBe(200);
    expect(await typeByCode('boardingType')).toBeUndefined();
  });

  it('refuses removing a type that still has entries or children in zh, zh-TW and en, and removes nothing', async () => {
    const gender = await typeByCode('gender');
    const baseData = await typeByCode('baseData');
    const before = await typesInDb();
    const items = await server.database.query('SELECT count(*)::int AS n FROM dictionary_data');
    const want: Record<string, string> = {
      zh: '该字典分类下有子分类或字典数据，不能删除',
      'zh-TW': '該字典分類下有子分類或字典資料，不能刪除',
      en: 'This dictionary category has subcategories or items and cannot be deleted',
    };
    for (const [lang, msg] of Object.entries(want)) {
      for (const t of [gender, baseData]) {
        const r = await call(admin, lang === 'zh' ? null : lang, 'DELETE', `/api/System/DictionaryType/${t.id}`);
        expect([r.code, r.msg]).toEqual([400, msg]);
      }
    }
    expect(await typesInDb()).toEqual(before);
    expect(await server.database.query('SELECT count(*)::int AS n FROM dictionary_data')).toEqual(items);
  });

  it('refuses a second type with the same code (any case), and stores nothing', async () => {
    const before = await typesInDb();
    for (const enCode of ['grade', 'GRADE', 'Grade']) {
      const r = await admin.post('/api/System/DictionaryType', { parentId: '-1', fullName: '又一个年级', enCode });
      expect([r.code, r.msg]).toEqual([400, '字典分类编码已存在']);
    }
    const subject = await typeByCode('subject');
    const info = (await admin.get(`/api/System/DictionaryType/${subject.id}`)).data;
    const r = await admin.put(`/api/System/DictionaryType/${subject.id}`, { ...info, enCode: 'grade' });
    expect([r.code, r.msg]).toEqual([400, '字典分类编码已存在']);
    expect(await typesInDb()).toEqual(before);
  });

  it("keeps a school's administrator out of the district-wide types (add, edit, remove), and nothing changes", async () => {
    const gender = await typeByCode('gender');
    const leave = await typeByCode('leaveType');
    const before = await typesInDb();
    const info = (await admin.get(`/api/System/DictionaryType/${gender.id}`)).data;
    const refusals = [
      await school1.post('/api/System/DictionaryType', { parentId: '-1', fullName: '本校字典', enCode: 'schoolOwn' }),
      await school1.put(`/api/System/DictionaryType/${gender.id}`, { ...info, fullName: '性别（改）' }),
      // An empty type would be removable by the district; the school may not.
      await school1.delete(`/api/System/DictionaryType/${leave.id}`),
    ];
    for (const r of refusals) expect([r.status, r.msg]).toEqual([403, '全区共享数据仅限教育局（全区）管理员修改']);
    expect(await typesInDb()).toEqual(before);
  });
});
