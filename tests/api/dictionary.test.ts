import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

let server: TestServer;
let admin: Client;
let teacher: Client;
let school1: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, school1] = await Promise.all([server.login('admin'), server.login('teacher'), server.login('school1')]);
});
afterAll(() => server?.close());

const flatTypes = (list: any[]): any[] => list.flatMap((t) => [t, ...flatTypes(t.children ?? [])]);
const typeByCode = async (code: string) => flatTypes((await admin.get('/api/System/DictionaryType')).data.list).find((t) => t.enCode === code);

describe('dictionary types', () => {
  it('lists the seeded types as a tree of categories', async () => {
    const r = await admin.get('/api/System/DictionaryType');
    expect(r.code).toBe(200);
    const base = r.data.list.find((t: any) => t.enCode === 'baseData');
    expect(base.hasChildren).toBe(true);
    expect(base.children.map((t: any) => t.enCode)).toEqual(['gender', 'ethnicity', 'politicalStatus']);
    expect(flatTypes(r.data.list).map((t) => t.enCode)).toEqual(
      expect.arrayContaining(['grade', 'subject', 'jobTitle', 'schoolStage', 'noticeType', 'leaveType', 'educationBureauArea']),
    );
    const kw = await admin.get('/api/System/DictionaryType', { keyword: '年级' });
    // A keyword keeps the match under its category.
    expect(kw.data.list).toHaveLength(1);
    expect(kw.data.list[0].children.map((t: any) => t.enCode)).toEqual(['grade']);
  });

  it('offers a selector tree to any signed-in user, without the edited type and its descendants', async () => {
    const r = await teacher.get('/api/System/DictionaryType/Selector');
    expect(r.code).toBe(200);
    expect(flatTypes(r.data.list).some((t) => t.enCode === 'gender')).toBe(true);
    const base = await typeByCode('baseData');
    const ex = await admin.get('/api/System/DictionaryType/Selector', { excludeId: base.id });
    expect(flatTypes(ex.data.list).some((t) => t.enCode === 'baseData' || t.enCode === 'gender')).toBe(false);
  });

  it('creates, reads, updates and deletes a type', async () => {
    const base = await typeByCode('baseData');
    const c = await admin.post('/api/System/DictionaryType', { parentId: base.id, fullName: '血型', enCode: 'bloodType', isTree: 0, sortCode: 9 });
    expect(c.code, c.msg).toBe(200);
    expect(c.msg).toBe('新建成功');
    const id = c.data.id;
    const got = await admin.get(`/api/System/DictionaryType/${id}`);
    expect(got.data).toMatchObject({ id, parentId: base.id, fullName: '血型', enCode: 'bloodType', isTree: 0, sortCode: 9, enabledMark: 1 });
    const u = await admin.put(`/api/System/DictionaryType/${id}`, { ...got.data, fullName: '血型分类', description: 'ABO' });
    expect(u.code, u.msg).toBe(200);
    expect((await admin.get(`/api/System/DictionaryType/${id}`)).data).toMatchObject({ fullName: '血型分类', description: 'ABO' });
    expect((await admin.delete(`/api/System/DictionaryType/${id}`)).code).toBe(200);
    expect((await admin.get(`/api/System/DictionaryType/${id}`)).code).toBe(404);
  });

  it('refuses bad input with every failing field and stores nothing', async () => {
    const before = flatTypes((await admin.get('/api/System/DictionaryType')).data.list).length;
    const bad = await admin.post('/api/System/DictionaryType', { fullName: '坏@名字', enCode: '.gender' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    expect(bad.msg).toContain('名称不能含有特殊符号');
    expect(bad.msg).toContain('只能输入字母、数字和点');
    const missing = await admin.post('/api/System/DictionaryType', { enCode: 'x1' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe('分类名称不能为空');
    const dup = await admin.post('/api/System/DictionaryType', { fullName: '性别二', enCode: 'GENDER' });
    expect(dup.code).toBe(400);
    expect(dup.msg).toBe('字典分类编码已存在');
    const noParent = await admin.post('/api/System/DictionaryType', { fullName: '孤儿', enCode: 'orphan', parentId: 'nope' });
    expect(noParent.msg).toBe('上级不存在或不能选择自身及其下级');
    expect(flatTypes((await admin.get('/api/System/DictionaryType')).data.list).length).toBe(before);
  });

  it('refuses moving a type under its own descendant', async () => {
    const base = await typeByCode('baseData');
    const gender = await typeByCode('gender');
    const r = await admin.put(`/api/System/DictionaryType/${base.id}`, { ...base, parentId: gender.id });
    expect(r.code).toBe(400);
    expect((await typeByCode('baseData')).parentId).toBe('-1');
  });

  it('refuses deleting a type that has children or data', async () => {
    const base = await typeByCode('baseData');
    const gender = await typeByCode('gender');
    for (const t of [base, gender]) {
      const r = await admin.delete(`/api/System/DictionaryType/${t.id}`);
      expect(r.code).toBe(400);
      expect(r.msg).toBe('该字典分类下有子分类或字典数据，不能删除');
    }
    expect(await typeByCode('gender')).toBeTruthy();
  });

  it('denies a teacher every type write, and nothing changes', async () => {
    const gender = await typeByCode('gender');
    expect((await teacher.get('/api/System/DictionaryType')).status).toBe(403);
    expect((await teacher.post('/api/System/DictionaryType', { fullName: '偷偷', enCode: 'sneaky' })).status).toBe(403);
    expect((await teacher.put(`/api/System/DictionaryType/${gender.id}`, { ...gender, fullName: '改了' })).status).toBe(403);
    expect((await teacher.delete(`/api/System/DictionaryType/${gender.id}`)).status).toBe(403);
    expect((await typeByCode('gender')).fullName).toBe('性别');
    expect(await typeByCode('sneaky')).toBeUndefined();
  });
});

describe('dictionary data', () => {
  it('lists a flat dictionary in pages with keyword over name, code and pinyin initials', async () => {
    const eth = await typeByCode('ethnicity');
    const p = await admin.get(`/api/System/DictionaryData/${eth.id}`, { currentPage: 2, pageSize: 20 });
    expect(p.code).toBe(200);
    expect(p.data.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 56 });
    expect(p.data.list).toHaveLength(20);
    expect(p.data.list[0]).toMatchObject({ fullName: '佤族', enCode: '21', dictionaryTypeId: eth.id, simpleSpelling: 'wz' });
    const kw = await admin.get(`/api/System/DictionaryData/${eth.id}`, { keyword: 'wwe' });
    expect(kw.data.list.map((d: any) => d.fullName)).toEqual(['维吾尔族']);
    const byCode = await admin.get('/api/System/DictionaryData/ethnicity', { pageSize: 5 });
    expect(byCode.data.pagination.total).toBe(56);
    const sorted = await admin.get(`/api/System/DictionaryData/${eth.id}`, { sidx: 'enCode', sort: 'desc', pageSize: 1 });
    expect(sorted.data.list[0].fullName).toBe('基诺族');
  });

  it('lists a tree dictionary as a tree, and a keyword keeps the ancestors of matches', async () => {
    const area = await typeByCode('educationBureauArea');
    const r = await admin.get(`/api/System/DictionaryData/${area.id}`);
    expect(r.data.list.map((d: any) => d.fullName)).toEqual(['城东学区', '城西学区', '城南学区']);
    expect(r.data.list[2].children[0].children.map((d: any) => d.enCode)).toEqual(['south.nanhu.village1', 'south.nanhu.village2']);
    const kw = await admin.get(`/api/System/DictionaryData/${area.id}`, { keyword: '二村' });
    expect(kw.data.list).toHaveLength(1);
    expect(kw.data.list[0].children[0].children.map((d: any) => d.fullName)).toEqual(['南湖二村']);
  });

  it('answers the all-dictionaries startup list with an ETag and 304 when unchanged', async () => {
    const res = await teacher.raw('/api/System/DictionaryData/All');
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const body = await res.json();
    const gender = body.data.list.find((t: any) => t.enCode === 'gender');
    expect(gender).toMatchObject({ fullName: '性别', isTree: 0 });
    expect(gender.dictionaryList.map((d: any) => [d.enCode, d.fullName])).toEqual([['1', '男'], ['2', '女'], ['3', '未知']]);
    expect(Object.keys(gender.dictionaryList[0]).sort()).toEqual(['enCode', 'fullName', 'id']);
    const area = body.data.list.find((t: any) => t.enCode === 'educationBureauArea');
    expect(area.isTree).toBe(1);
    expect(area.dictionaryList[0].children.map((d: any) => d.fullName)).toEqual(['东湖街道', '朝阳街道', '滨江街道']);
    const again = await teacher.raw('/api/System/DictionaryData/All', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('creates, reads, updates, toggles and deletes an item; the All list follows', async () => {
    const subject = await typeByCode('subject');
    const etag1 = (await admin.raw('/api/System/DictionaryData/All')).headers.get('etag');
    const c = await admin.post('/api/System/DictionaryData', { id: '', dictionaryTypeId: subject.id, fullName: '书法', enCode: 'calligraphy', sortCode: 20 });
    expect(c.code, c.msg).toBe(200);
    const id = c.data.id;
    const info = await admin.get(`/api/System/DictionaryData/${id}/Info`);
    expect(info.data).toMatchObject({ id, fullName: '书法', enCode: 'calligraphy', simpleSpelling: 'sf', enabledMark: 1, parentId: '-1' });
    const all = async () => (await (await admin.raw('/api/System/DictionaryData/All')).json()).data.list.find((t: any) => t.enCode === 'subject');
    expect((await all()).dictionaryList.map((d: any) => d.fullName)).toContain('书法');
    const etag2 = (await admin.raw('/api/System/DictionaryData/All')).headers.get('etag');
    expect(etag2).not.toBe(etag1);

    const u = await admin.put(`/api/System/DictionaryData/${id}`, { ...info.data, fullName: '硬笔书法' });
    expect(u.code, u.msg).toBe(200);
    expect((await admin.get(`/api/System/DictionaryData/${id}/Info`)).data).toMatchObject({ fullName: '硬笔书法', simpleSpelling: 'ybsf' });

    const off = await admin.put(`/api/System/DictionaryData/${id}/Actions/State`);
    expect(off.code).toBe(200);
    expect(off.data.enabledMark).toBe(0);
    expect((await all()).dictionaryList.map((d: any) => d.fullName)).not.toContain('硬笔书法');
    const sel = await admin.get(`/api/System/DictionaryData/subject/Data/Selector`);
    expect(sel.data.list.map((d: any) => d.fullName)).not.toContain('硬笔书法');
    const on = await admin.put(`/api/System/DictionaryData/${id}/Actions/State`, { enabledMark: 1 });
    expect(on.data.enabledMark).toBe(1);

    expect((await admin.delete(`/api/System/DictionaryData/${id}`)).code).toBe(200);
    expect((await admin.get(`/api/System/DictionaryData/${id}/Info`)).code).toBe(404);
  });

  it('answers Data/Selector by type id or enCode with enabled items, as a tree for tree types', async () => {
    const gender = await typeByCode('gender');
    const byCode = await teacher.get('/api/System/DictionaryData/gender/Data/Selector');
    const byId = await teacher.get(`/api/System/DictionaryData/${gender.id}/Data/Selector`);
    expect(byCode.code).toBe(200);
    expect(byCode.data.list.map((d: any) => d.fullName)).toEqual(['男', '女', '未知']);
    expect(byId.data.list).toEqual(byCode.data.list);
    const grade = await teacher.get('/api/System/DictionaryData/grade/Data/Selector');
    expect(grade.data.list.map((d: any) => d.enCode)).toEqual(Array.from({ length: 12 }, (_, i) => `grade${i + 1}`));
    expect(grade.data.list.at(-1).fullName).toBe('高三');
    const tree = await teacher.get('/api/System/DictionaryData/educationBureauArea/Data/Selector');
    expect(tree.data.list[0].children).toHaveLength(3);
    expect((await teacher.get('/api/System/DictionaryData/noSuchDictionary/Data/Selector')).code).toBe(404);
  });

  it('answers the parent picker tree, leaving out the edited item and its subtree', async () => {
    const area = await typeByCode('educationBureauArea');
    const r = await admin.get(`/api/System/DictionaryData/${area.id}/Selector`, { isTree: 1 });
    expect(r.data.list.map((d: any) => d.fullName)).toEqual(['城东学区', '城西学区', '城南学区']);
    const south = r.data.list[2];
    const ex = await admin.get(`/api/System/DictionaryData/${area.id}/Selector`, { isTree: 1, excludeId: south.id });
    expect(ex.data.list.map((d: any) => d.fullName)).toEqual(['城东学区', '城西学区']);
    const flat = await admin.get(`/api/System/DictionaryData/${area.id}/Selector`, { isTree: 0 });
    expect(flat.data.list.length).toBe(12);
  });

  it('builds tree items under a parent and refuses deleting a parent with children or cycles', async () => {
    const area = await typeByCode('educationBureauArea');
    const tree = (await admin.get(`/api/System/DictionaryData/${area.id}`)).data.list;
    const west = tree[1];
    const c = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: area.id, parentId: west.id, fullName: '西湖街道', enCode: 'west.xihu' });
    expect(c.code, c.msg).toBe(200);
    const del = await admin.delete(`/api/System/DictionaryData/${west.id}`);
    expect(del.code).toBe(400);
    expect(del.msg).toBe('该字典项下有子项，不能删除');
    const cycle = await admin.put(`/api/System/DictionaryData/${west.id}`, { ...west, parentId: c.data.id });
    expect(cycle.code).toBe(400);
    expect(cycle.msg).toBe('上级不存在或不能选择自身及其下级');
    // A flat dictionary takes no parents.
    const gender = await typeByCode('gender');
    const flatParent = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, parentId: west.id, fullName: '其他', enCode: '9' });
    expect(flatParent.code).toBe(400);
    expect((await admin.delete(`/api/System/DictionaryData/${c.data.id}`)).code).toBe(200);
  });

  it('refuses a duplicate code within a type, bad codes and missing names, storing nothing', async () => {
    const gender = await typeByCode('gender');
    const subject = await typeByCode('subject');
    const count = async () => (await admin.get(`/api/System/DictionaryData/${gender.id}`)).data.pagination.total;
    const before = await count();
    const dup = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, fullName: '男性', enCode: '1' });
    expect(dup.code).toBe(400);
    expect(dup.msg).toBe('字典编码已存在');
    expect(dup.data).toEqual([{ field: 'enCode', message: '字典编码已存在' }]);
    const bad = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, fullName: '', enCode: 'a b' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['enCode', 'fullName']);
    expect(bad.msg).toContain('字典名称不能为空');
    expect(await count()).toBe(before);
    // The same code in another type is fine.
    const other = await admin.post('/api/System/DictionaryData', { dictionaryTypeId: subject.id, fullName: '综合实践', enCode: '1' });
    expect(other.code, other.msg).toBe(200);
    await admin.delete(`/api/System/DictionaryData/${other.data.id}`);
    // Renaming an item onto a sibling's code is refused too.
    const female = (await admin.get(`/api/System/DictionaryData/${gender.id}`)).data.list.find((d: any) => d.enCode === '2');
    const clash = await admin.put(`/api/System/DictionaryData/${female.id}`, { ...female, enCode: '1' });
    expect(clash.msg).toBe('字典编码已存在');
  });

  it('denies a teacher item writes and lists (403), and nothing changes; a school admin may maintain them', async () => {
    const gender = await typeByCode('gender');
    const male = (await admin.get(`/api/System/DictionaryData/${gender.id}`)).data.list[0];
    expect((await teacher.get(`/api/System/DictionaryData/${gender.id}`)).status).toBe(403);
    expect((await teacher.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, fullName: '其他', enCode: '9' })).status).toBe(403);
    expect((await teacher.put(`/api/System/DictionaryData/${male.id}`, { ...male, fullName: '改' })).status).toBe(403);
    expect((await teacher.put(`/api/System/DictionaryData/${male.id}/Actions/State`)).status).toBe(403);
    expect((await teacher.delete(`/api/System/DictionaryData/${male.id}`)).status).toBe(403);
    const after = (await admin.get(`/api/System/DictionaryData/${gender.id}`)).data;
    expect(after.list.map((d: any) => [d.fullName, d.enabledMark])).toEqual([['男', 1], ['女', 1], ['未知', 1]]);
    const list = await school1.get(`/api/System/DictionaryData/${gender.id}`);
    expect(list.code).toBe(200);
  });

  it('lets a generated dictionary page (menu type 4) maintain its own dictionary only (for district staff)', async () => {
    const db = server.database;
    const leave = await typeByCode('leaveType');
    const gender = await typeByCode('gender');
    const [mod] = await db.query<{ id: string }>(
      `INSERT INTO module (type, en_code, full_name, url_address, property_json) VALUES (4, 'test.leaveTypeDict', '请假类型', 'test/leaveTypeDict', $1) RETURNING id`,
      [JSON.stringify({ moduleId: 'leaveType', isTree: 0 })],
    );
    const [btn] = await db.query<{ id: string }>(`INSERT INTO module_button (module_id, en_code, full_name) VALUES ($1, 'btn_add', '新建') RETURNING id`, [mod.id]);
    const [role] = await db.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
    await db.query(`INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ('module', $1, 'Role', $3), ('button', $2, 'Role', $3)`, [mod.id, btn.id, role.id]);
    server.app.access.invalidate();

    // Dictionaries are district-wide: the page's holders in the bureau write them, a school's read them.
    const [bureauStaff] = await db.query<{ account: string }>(
      `SELECT u.account FROM users u JOIN organize o ON o.id = u.organize_id JOIN user_relation r ON r.user_id = u.id AND r.object_type = 'Role'
        WHERE o.parent_id = '-1' AND r.object_id = $1 ORDER BY u.account LIMIT 1`,
      [role.id],
    );
    const staff = await server.login(bureauStaff.account);
    expect((await teacher.get('/api/System/DictionaryData/leaveType')).data.pagination.total).toBe(6);
    expect((await teacher.post('/api/System/DictionaryData', { dictionaryTypeId: leave.id, fullName: '探亲假', enCode: 'family' })).status).toBe(403);
    const c = await staff.post('/api/System/DictionaryData', { dictionaryTypeId: leave.id, fullName: '探亲假', enCode: 'family' });
    expect(c.code, c.msg).toBe(200);
    // Only the granted button, and only on that page's dictionary.
    expect((await staff.delete(`/api/System/DictionaryData/${c.data.id}`)).status).toBe(403);
    expect((await staff.get(`/api/System/DictionaryData/${gender.id}`)).status).toBe(403);
    expect((await staff.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, fullName: '其他', enCode: '9' })).status).toBe(403);
    await admin.delete(`/api/System/DictionaryData/${c.data.id}`);
  });

  it('treats hostile query input as data', async () => {
    const eth = await typeByCode('ethnicity');
    expect((await admin.get(`/api/System/DictionaryData/${eth.id}`, { sidx: 'en_code; DROP TABLE dictionary_data' })).code).toBe(400);
    const r = await admin.get(`/api/System/DictionaryData/${eth.id}`, { keyword: "' OR 1=1 --" });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(0);
    const pct = await admin.get(`/api/System/DictionaryData/${eth.id}`, { keyword: '%' });
    expect(pct.data.list).toHaveLength(0);
    expect((await admin.get(`/api/System/DictionaryData/${eth.id}`)).data.pagination.total).toBe(56);
  });
});
