import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

/*
 * 报表设计 (issue 16 item 3): report definitions are saved only when every field they name is the
 * dataset's and the author may read the source; a refused save changes nothing. Versions, copy,
 * delete and publishing into a type-5 menu entry.
 */
const ctx = serverForFile('admin', 'sysadmin', 'school1', 'teacher');
const B = '/api/VisualDevelopment/DataReport';
const snapshot = async () =>
  JSON.stringify([
    await ctx.server.database.query('SELECT id, full_name, en_code, definition, version FROM data_report ORDER BY id'),
    await ctx.server.database.query('SELECT report_id, version FROM data_report_version ORDER BY 1, 2'),
  ]);

let n = 0;
const definition = (over: Record<string, unknown> = {}) => ({
  dataset: { type: 'model', id: 'model-score', fields: [{ name: 'className', label: '班级' }, { name: 'subject', label: '科目' }, { name: 'score', label: '成绩' }] },
  filters: [],
  blocks: [{ id: 'p', type: 'pivot', title: '班级×科目', rows: ['className'], columns: ['subject'], measures: [{ field: 'score', agg: 'avg' }] }],
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({ fullName: '测试报表', enCode: `rpt${++n}x${process.pid % 1000}`, definition: definition(), ...over });

describe('report definitions: save checks', () => {
  it('a definition naming a field the dataset lacks is refused on its path; nothing is stored', async () => {
    const before = await snapshot();
    const def = definition();
    (def.blocks[0] as { rows: string[] }).rows = ['grade'];
    const r = await ctx.sysadmin.post(B, body({ definition: def }));
    expect(r.code).toBe(400);
    expect(r.data).toEqual([{ field: 'definition/blocks/0/rows/0', message: '数据集中没有字段“grade”' }]);
    // A dataset field that the page itself does not have is refused too.
    const ds = definition({ dataset: { type: 'model', id: 'model-score', fields: [{ name: 'className', label: '班级' }, { name: 'subject', label: '科目' }, { name: 'score', label: '成绩' }, { name: 'secret', label: 'x' }] } });
    const r2 = await ctx.sysadmin.post(B, body({ definition: ds }));
    expect(r2.code).toBe(400);
    expect(r2.data[0].field).toBe('definition/dataset/fields/3');
    expect(await snapshot()).toBe(before);
  });

  it('bad JSON shapes and an unknown source are clear errors, in the caller’s language', async () => {
    const before = await snapshot();
    const notObject = await ctx.sysadmin.post(B, body({ definition: '{"dataset":' }));
    expect(notObject.code).toBe(400);
    expect(notObject.data).toEqual([{ field: 'definition', message: '报表定义格式有误：/' }]);
    const badBlock = await ctx.sysadmin.post(B, body({ definition: definition({ blocks: [{ id: 'x', type: 'pivot', rows: ['className'], columns: [], measures: [{ field: 'score', agg: 'median' }] }] }) }));
    expect(badBlock.data).toEqual([{ field: 'definition/blocks/0', message: '报表定义格式有误：blocks/0' }]);
    const missing = await ctx.sysadmin.post(B, body({ definition: definition({ dataset: { type: 'model', id: 'model-nothing', fields: [{ name: 'className', label: '班级' }, { name: 'subject', label: '科目' }, { name: 'score', label: '成绩' }] } }) }));
    expect(missing.code).toBe(400);
    expect(missing.data).toEqual([{ field: 'definition/dataset', message: '数据集不存在或无权读取' }]);
    const en = await ctx.sysadmin.raw(B, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body({ definition: definition({ blocks: [{ id: 'p', type: 'group', groupBy: ['nope'], measures: [{ field: 'score', agg: 'sum' }] }] }) })) });
    expect((await en.json()).data).toEqual([{ field: 'definition/blocks/0/groupBy/0', message: 'The dataset has no field "nope"' }]);
    expect(await snapshot()).toBe(before);
  });

  it('a source the author may not read: a data interface for other roles, a page outside their grants', async () => {
    const db = ctx.server.database;
    // Teachers get 报表设计 (with 新建) for this test; they do not hold 数据接口 or the score page.
    const [role] = await db.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
    const [menu] = await db.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'onlineDev.dataReport'`);
    const buttons = await db.query<{ id: string }>(`SELECT id FROM module_button WHERE module_id = $1`, [menu.id]);
    await db.query(`INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ('module', $1, 'Role', $2)`, [menu.id, role.id]);
    for (const b of buttons) await db.query(`INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ('button', $1, 'Role', $2)`, [b.id, role.id]);
    ctx.server.app.access.invalidate();
    const [sysRole] = await db.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'sysAdmin'`);
    const di = await ctx.admin.post('/api/System/DataInterface', { fullName: '局内接口', enCode: `rptdi${process.pid % 1000}`, dataType: 'static', staticData: '[{"school":"一中","n":3}]', accessMode: 'roles', roleIds: [sysRole.id] });
    expect(di.code).toBe(200);
    try {
      const before = await snapshot();
      const viaInterface = await ctx.teacher.post(B, body({ definition: { dataset: { type: 'interface', id: di.data.id, fields: [{ name: 'school', label: '学校' }, { name: 'n', label: '数' }] }, filters: [], blocks: [] } }));
      expect(viaInterface.code).toBe(400);
      expect(viaInterface.data).toEqual([{ field: 'definition/dataset', message: '数据集不存在或无权读取' }]);
      const viaPage = await ctx.teacher.post(B, body());
      expect(viaPage.data).toEqual([{ field: 'definition/dataset', message: '数据集不存在或无权读取' }]);
      const preview = await ctx.teacher.post(`${B}/Actions/Preview`, { definition: definition() });
      expect(preview.code).toBe(403);
      expect(await snapshot()).toBe(before);
      // sysadmin may read that interface: the same definition is saved.
      const ok = await ctx.sysadmin.post(B, body({ definition: { dataset: { type: 'interface', id: di.data.id, fields: [{ name: 'school', label: '学校' }, { name: 'n', label: '数' }] }, filters: [], blocks: [{ id: 'g', type: 'group', groupBy: ['school'], measures: [{ field: 'n', agg: 'sum' }] }] } }));
      expect(ok.code, ok.msg).toBe(200);
      const shown = await ctx.sysadmin.post(`${B}/Actions/Preview`, { definition: (await ctx.sysadmin.get(`${B}/${ok.data.id}`)).data.definition });
      expect(shown.data.blocks[0].pivot.lines.at(-1).total).toEqual([3]);
    } finally {
      await db.query(`DELETE FROM authorize WHERE object_id = $1 AND item_id = ANY($2::text[])`, [role.id, [menu.id, ...buttons.map((b) => b.id)]]);
      ctx.server.app.access.invalidate();
    }
  });
});

describe('report definitions: life cycle', () => {
  it('create, list, design (new versions), restore, copy, publish into a type-5 menu, delete', async () => {
    const created = await ctx.sysadmin.post(B, body({ fullName: '班级成绩透视' }));
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id as string;
    const list = await ctx.sysadmin.get(B, { keyword: '班级成绩透视' });
    expect(list.data.list.map((r: { id: string }) => r.id)).toEqual([id]);

    const detail = (await ctx.sysadmin.get(`${B}/${id}`)).data;
    const def = detail.definition;
    def.blocks.push({ id: 'c', type: 'chart', chart: 'bar', category: 'subject', measure: { field: 'score', agg: 'avg' } });
    const saved = await ctx.sysadmin.put(`${B}/${id}`, { fullName: detail.fullName, enCode: detail.enCode, definition: def });
    expect(saved.data.version).toBe(2);
    expect((await ctx.sysadmin.get(`${B}/${id}/Versions`)).data.list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await ctx.sysadmin.post(`${B}/${id}/Versions/1/Actions/Restore`);
    expect(restored.data.version).toBe(3);
    expect((await ctx.sysadmin.get(`${B}/${id}`)).data.definition.blocks).toHaveLength(1);

    const copy = await ctx.sysadmin.post(`${B}/${id}/Actions/Copy`);
    expect(copy.code).toBe(200);
    expect((await ctx.sysadmin.get(`${B}/${copy.data.id}`)).data).toMatchObject({ fullName: '班级成绩透视_副本', definition: { blocks: [{ id: 'p' }] } });

    const [campus] = await ctx.server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`);
    const pub = await ctx.sysadmin.post(`${B}/${id}/Actions/Publish`, { parentId: campus.id, fullName: '班级成绩透视', enCode: `campus.rpt${process.pid % 1000}` });
    expect(pub.code, pub.msg).toBe(200);
    const [menu] = await ctx.server.database.query<{ type: number; property_json: string }>('SELECT type, property_json FROM module WHERE id = $1', [pub.data.menuId]);
    expect(menu.type).toBe(5);
    expect(JSON.parse(menu.property_json).moduleId).toBe(id);
    // The admin holds the new menu: the view reads it.
    const view = await ctx.admin.get(`${B}/${id}/Data`);
    expect(view.code).toBe(200);
    expect(view.data.blocks[0].pivot.columnKeys.length).toBeGreaterThan(1);

    // A published report is not deleted from under its menu.
    const before = await snapshot();
    const refused = await ctx.sysadmin.delete(`${B}/${id}`);
    expect(refused).toMatchObject({ code: 400, msg: '该报表已发布到菜单，请先删除菜单' });
    expect(await snapshot()).toBe(before);
    expect((await ctx.sysadmin.delete(`${B}/${copy.data.id}`)).code).toBe(200);
    expect(await ctx.server.database.query('SELECT 1 FROM data_report_version WHERE report_id = $1', [copy.data.id])).toEqual([]);
  });

  it('schools and teachers write no report: 403 and nothing changed', async () => {
    const id = 'report-score';
    const before = await snapshot();
    const menus = JSON.stringify(await ctx.server.database.query('SELECT id, property_json FROM module ORDER BY id'));
    for (const who of [ctx.school1, ctx.teacher]) {
      const full = await ctx.admin.get(`${B}/${id}`);
      const answers = [
        await who.post(B, body()),
        await who.put(`${B}/${id}`, { fullName: '改掉', enCode: full.data.enCode, definition: full.data.definition }),
        await who.delete(`${B}/${id}`),
        await who.post(`${B}/${id}/Actions/Copy`),
        await who.post(`${B}/${id}/Versions/1/Actions/Restore`),
        await who.post(`${B}/${id}/Actions/Publish`, { parentId: '-1', fullName: 'x', enCode: 'x.y' }),
        await who.post(`${B}/Actions/Preview`, { definition: full.data.definition }),
        await who.get(`${B}/${id}`),
      ];
      expect(answers.map((a) => a.code)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    }
    expect(await snapshot()).toBe(before);
    expect(JSON.stringify(await ctx.server.database.query('SELECT id, property_json FROM module ORDER BY id'))).toBe(menus);
  });
});
