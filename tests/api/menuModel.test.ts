import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * 系统菜单's page picker: a type 3–6 entry names its designed page as `moduleId` (the form's field),
 * stored in propertyJson.moduleId where the catalogue reads it, and answered back for the edit form.
 */

let server: TestServer;
let admin: Client;
let campus: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  campus = (await server.database.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`))[0].id;
});
afterAll(() => server?.close());

describe('the menu form’s page picker', () => {
  it('stores the picked page in propertyJson, registers its buttons, and answers it back', async () => {
    const copy = (await admin.post('/api/VisualDevelopment/model-leave/Actions/Copy')).data.id;
    const created = await admin.post('/api/System/Menu', {
      parentId: campus, type: 3, enCode: 'campus.leaveCopy', fullName: '请假副本', urlAddress: 'campus/leaveCopy', moduleId: copy,
    });
    expect(created.code, created.msg).toBe(200);
    const got = await admin.get(`/api/System/Menu/${created.data.id}`);
    expect(got.data.moduleId).toBe(copy);
    expect(JSON.parse(got.data.propertyJson)).toEqual({ moduleId: copy });
    const buttons = await admin.get(`/api/System/Menu/${created.data.id}/Button`);
    expect(buttons.data.list.map((b: any) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_detail']));
    const tree = await admin.get('/api/System/Menu', { keyword: 'campus.leaveCopy' });
    expect(tree.data.list[0].children[0]).toMatchObject({ enCode: 'campus.leaveCopy', moduleId: copy });
    // The picker is the page: without one a model entry is refused, nothing stored.
    const before = (await server.database.query('SELECT count(*)::int AS n FROM module'))[0].n;
    const none = await admin.post('/api/System/Menu', { parentId: campus, type: 3, enCode: 'campus.noPage', fullName: '无页面', urlAddress: 'campus/noPage' });
    expect(none.code).toBe(400);
    expect(none.data.map((e: any) => e.field)).toContain('propertyJson');
    expect((await server.database.query('SELECT count(*)::int AS n FROM module'))[0].n).toBe(before);
  });
});
