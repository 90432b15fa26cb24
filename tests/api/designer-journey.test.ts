import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { ids, visitorEntity, visitorPage, withoutField } from './designer-fixtures';

const ctx = serverForFile('admin', 'teacher');

/*
 * The ctx.server side of issue 13's journey: a designer saves 访客登记 in one call and publishes it under
 * 校园应用 for 教师; a ctx.teacher adds a record (the phone rule refuses a bad number first) and finds it;
 * the designer removes a field and republishes, and the record is still there, value and all.
 */

const V = '/api/VisualDevelopment';

describe('访客登记: design, publish, use, change', () => {
  it('goes from an empty designer to a ctx.teacher’s record that survives a republish', async () => {
    const { campus, teacherRole, teacherUser } = await ids(ctx.server);

    // 1. One call saves the page; the ctx.server names its record endpoints.
    const created = await ctx.admin.post(V, visitorEntity('campus.visitor'));
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const M = `${V}/Model/${id}`;

    // 2. Publish under 校园应用 for 教师.
    const published = await ctx.admin.post(`${V}/${id}/Actions/Publish`, {
      parentId: campus, fullName: '访客登记', icon: 'TeamOutlined', type: 3, roleIds: [teacherRole],
    });
    expect(published.code, published.msg).toBe(200);
    const menuId = published.data.menuId;
    const menus = await ctx.admin.get(`${V}/${id}/Menus`);
    expect(menus.data.list).toEqual([{ id: menuId, fullName: '访客登记', enCode: 'campus.visitor', parentId: campus, type: 3, icon: 'TeamOutlined', roleIds: [teacherRole] }]);
    // The page's buttons are registered under the menu, so the teacher's 新建 is a granted button.
    const buttons = await ctx.admin.get(`/api/System/Menu/${menuId}/Button`);
    expect(buttons.data.list.map((b: any) => b.enCode).sort()).toEqual(['btn_add', 'btn_edit', 'btn_remove']);

    // 3. The ctx.teacher sees it in their menu and may add records.
    const me = await ctx.teacher.get('/api/Common/Login/CurrentUser');
    const menuText = JSON.stringify(me.data.menuList);
    expect(menuText).toContain('campus.visitor');
    const bad = await ctx.teacher.post(M, { visitorName: '赵六', phone: '12345', purpose: 'parent', childName: '赵小六', host: teacherUser, note: '送作业本' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('请正确输入您的手机号');
    expect(bad.data).toEqual([{ field: 'phone', message: '请正确输入您的手机号' }]);
    expect((await ctx.teacher.get(`${M}/List`)).data.pagination.total).toBe(0);

    const good = await ctx.teacher.post(M, {
      visitorName: '赵六', phone: '13912345678', visitTime: '2026-11-24T09:30:00', purpose: 'parent', childName: '赵小六', host: teacherUser,
      note: '送作业本', belongings: [{ item: '作业本', count: 3 }, { item: '雨伞', count: 1 }],
    });
    expect(good.code, good.msg).toBe(200);
    const recordId = good.data.id;
    const found = await ctx.teacher.get(`${M}/List`, { keyword: '赵六' });
    expect(found.data.list).toHaveLength(1);
    // The formula is the server's: the total of the sub-table.
    expect(found.data.list[0]).toMatchObject({ id: recordId, visitorName: '赵六', note: '送作业本', totalCount: 4 });

    // 4. The designer removes 备注 and republishes; the ctx.teacher keeps the menu.
    const current = (await ctx.admin.get(`${V}/${id}`)).data;
    const saved = await ctx.admin.put(`${V}/${id}`, { ...visitorEntity('campus.visitor', withoutField(current.pageSchema, 'note')), id, note: '去掉备注' });
    expect(saved.code, saved.msg).toBe(200);
    const again = await ctx.admin.post(`${V}/${id}/Actions/Publish`, {
      menuId, parentId: campus, fullName: '访客登记', icon: 'TeamOutlined', type: 3, roleIds: [teacherRole],
    });
    expect(again.code, again.msg).toBe(200);
    expect(again.data.menuId).toBe(menuId);

    // 5. The record is still there, 备注 kept in the database, and it still opens and saves.
    const stored = (await ctx.server.database.query<{ data: any }>('SELECT data FROM model_record WHERE id = $1', [recordId]))[0].data;
    expect(stored.note).toBe('送作业本');
    const opened = await ctx.teacher.get(`${M}/${recordId}`);
    expect(opened.code, opened.msg).toBe(200);
    expect(opened.data.visitorName).toBe('赵六');
    // The edit form sends back what it opened, 备注 included: not refused, and the stored value stays.
    const edited = await ctx.teacher.put(`${M}/${recordId}`, { ...opened.data, visitorName: '赵六六' });
    expect(edited.code, edited.msg).toBe(200);
    const afterEdit = (await ctx.server.database.query<{ data: any }>('SELECT data FROM model_record WHERE id = $1', [recordId]))[0].data;
    expect(afterEdit).toMatchObject({ visitorName: '赵六六', note: '送作业本', childName: '赵小六' });
    // A field that never existed is still refused.
    expect((await ctx.teacher.put(`${M}/${recordId}`, { ...opened.data, secret: 'x' })).code).toBe(400);
    expect((await ctx.teacher.get(`${M}/List`)).data.list.map((r: any) => r.visitorName)).toEqual(['赵六六']);

    // 6. An added field starts empty on the old record.
    const withField = structuredClone((await ctx.admin.get(`${V}/${id}`)).data.pageSchema);
    withField.form.schema.properties.company = { type: 'string', title: '单位', maxLength: 50 };
    expect((await ctx.admin.put(`${V}/${id}`, { ...visitorEntity('campus.visitor', withField), id })).code).toBe(200);
    const reopened = await ctx.teacher.get(`${M}/${recordId}`);
    expect(reopened.code).toBe(200);
    expect(reopened.data.company).toBeUndefined();
    expect((await ctx.teacher.put(`${M}/${recordId}`, { ...reopened.data, company: '实验中学' })).code).toBe(200);
    expect((await ctx.teacher.get(`${M}/${recordId}`)).data).toMatchObject({ company: '实验中学', note: '送作业本' });
  });

  it('republishing for fewer roles takes the page away from the dropped role', async () => {
    const { campus, teacherRole, schoolAdminRole } = await ids(ctx.server);
    const id = (await ctx.admin.post(V, visitorEntity('campus.visitor2', visitorPage()))).data.id;
    const first = await ctx.admin.post(`${V}/${id}/Actions/Publish`, { parentId: campus, fullName: '访客登记二', icon: '', type: 3, roleIds: [teacherRole, schoolAdminRole] });
    expect(first.code, first.msg).toBe(200);
    const menuId = first.data.menuId;
    expect((await ctx.teacher.get(`${V}/Model/${id}/List`)).code).toBe(200);
    const second = await ctx.admin.post(`${V}/${id}/Actions/Publish`, { menuId, parentId: campus, fullName: '访客登记二', icon: '', type: 3, roleIds: [schoolAdminRole] });
    expect(second.code, second.msg).toBe(200);
    expect((await ctx.admin.get(`${V}/${id}/Menus`)).data.list[0].roleIds).toEqual([schoolAdminRole]);
    expect((await ctx.teacher.get(`${V}/Model/${id}/List`)).code).toBe(403);
    const grants = await ctx.server.database.query('SELECT 1 FROM authorize WHERE object_id = $1 AND item_id = $2', [teacherRole, menuId]);
    expect(grants).toHaveLength(0);
  });

  it('refuses a menu type that does not draw the page’s kind, and a menuId showing another page', async () => {
    const { campus, teacherRole } = await ids(ctx.server);
    const id = (await ctx.admin.post(V, visitorEntity('campus.visitor3'))).data.id;
    const wrongType = await ctx.admin.post(`${V}/${id}/Actions/Publish`, { parentId: campus, fullName: '访客登记三', icon: '', type: 5, roleIds: [] });
    expect(wrongType.code).toBe(400);
    expect(wrongType.data).toEqual([{ field: 'type', message: '菜单类型与功能类型不符' }]);
    const [student] = await ctx.server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus.student'`);
    const hijack = await ctx.admin.post(`${V}/${id}/Actions/Publish`, { menuId: student.id, parentId: campus, fullName: '学生信息', icon: '', type: 3, roleIds: [teacherRole] });
    expect(hijack.code).toBe(400);
    const [after] = await ctx.server.database.query<{ property_json: string }>(`SELECT property_json FROM module WHERE en_code = 'campus.student'`);
    expect(JSON.parse(after.property_json).moduleId).toBe('model-student');
  });
});
