import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

/*
 * 门户设计 and 大屏设计 (issue 16): definitions checked on save like page schemas, numbered versions,
 * portals assigned to roles and picked at /dashboard, screens opened from the type-6 entry with a
 * one-time ticket instead of the session.
 */

const s = serverForFile('admin', 'sysadmin', 'school1', 'teacher');
const q = <T = any>(sql: string, params: unknown[] = []) => s.server.database.query<T>(sql, params);
const P = '/api/VisualDevelopment/Portal';
const card = (extra: Record<string, unknown> = {}) => ({ i: 'users', x: 0, y: 0, w: 6, h: 4, kind: 'bar', title: '各校用户数', source: { type: 'aggregate', key: 'usersPerSchool' }, ...extra });
const threeCards = {
  cards: [
    card(),
    card({ i: 'leave', x: 6, kind: 'line', title: '每月请假', source: { type: 'aggregate', key: 'leavePerMonth' } }),
    card({ i: 'note', y: 4, w: 12, h: 2, kind: 'richText', title: '提示', source: undefined, html: '<p>期中考试<img src=x onerror="alert(1)"><script>alert(2)</script></p>' }),
  ],
};
let seq = 0;
const body = (definition: unknown, extra: Record<string, unknown> = {}) => ({ fullName: `测试门户${++seq}`, enCode: `testPortal${seq}`, definition, ...extra });
const snapshot = async () => JSON.stringify([await q('SELECT * FROM visual_portal ORDER BY id'), await q('SELECT portal_id, version, definition::text FROM visual_portal_version ORDER BY 1, 2')]);

describe('saving a portal', () => {
  it('stores a checked definition with sanitised rich text, and keeps every save as a version that can be restored', async () => {
    const created = await s.admin.post(P, body(threeCards));
    expect(created.code).toBe(200);
    const id = created.data.id;
    const got = (await s.admin.get(`${P}/${id}`)).data;
    expect(got.version).toBe(1);
    expect(got.definition.cards).toHaveLength(3);
    const html = got.definition.cards[2].html as string;
    expect(html).toContain('期中考试');
    expect(html).not.toMatch(/script|onerror/);

    const moved = { cards: threeCards.cards.map((c) => (c.i === 'users' ? { ...c, w: 4 } : c)) };
    const saved = await s.admin.put(`${P}/${id}`, { ...body(moved), fullName: got.fullName, enCode: got.enCode, note: '缩小' });
    expect(saved.data.version).toBe(2);
    const versions = (await s.admin.get(`${P}/${id}/Versions`)).data.list;
    expect(versions.map((v: any) => v.version)).toEqual([2, 1]);
    const restored = await s.admin.post(`${P}/${id}/Versions/1/Actions/Restore`);
    expect(restored.data.version).toBe(3);
    expect((await s.admin.get(`${P}/${id}`)).data.definition.cards[0].w).toBe(6);

    const copy = await s.admin.post(`${P}/${id}/Actions/Copy`);
    const copied = (await s.admin.get(`${P}/${copy.data.id}`)).data;
    expect(copied.enCode).toBe(`${got.enCode}.copy`);
    expect(copied.definition).toEqual((await s.admin.get(`${P}/${id}`)).data.definition);
  });

  it('refuses a definition that is not one, an unknown card, a card outside the grid and a missing source, naming the place, with nothing saved', async () => {
    const before = await snapshot();
    const cases: [unknown, RegExp][] = [
      ['{"cards": []}', /definition/],
      [{ cards: 'none' }, /\/cards 格式错误/],
      [{ cards: [card({ kind: 'video' })] }, /\/cards\/0\/kind 是未知的卡片类型/],
      [{ cards: [card({ x: 8, w: 6 })] }, /\/cards\/0 超出画布范围/],
      [{ cards: [card({ source: undefined })] }, /\/cards\/0\/source 缺少数据来源/],
      [{ cards: [card({ kind: 'shortcuts', source: undefined, shortcuts: [{ title: '坏', path: 'javascript:alert(1)' }] })] }, /只能链接到本系统内的页面/],
    ];
    for (const [definition, msg] of cases) {
      const r = await s.admin.post(P, body(definition));
      expect(r.code, JSON.stringify(definition)).toBe(400);
      expect(r.msg).toMatch(msg);
    }
    const existing = (await q(`SELECT id, full_name, en_code FROM visual_portal WHERE id = 'portal-school'`))[0];
    const r = await s.admin.put(`${P}/portal-school`, { fullName: existing.full_name, enCode: existing.en_code, definition: { cards: [card({ y: 199, h: 4 })] } });
    expect(r.code).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a source the saver may not read (an unknown aggregate, a missing page, a menu they lost), with nothing saved', async () => {
    const before = await snapshot();
    for (const source of [{ type: 'aggregate', key: 'noSuchFigure' }, { type: 'model', id: 'no-such-page' }, { type: 'dataInterface', id: 'no-such-interface' }]) {
      const r = await s.sysadmin.post(P, body({ cards: [card({ source })] }));
      expect(r.code).toBe(400);
      expect(r.msg).toContain('/cards/0/source 的数据来源不存在或您无权读取');
    }
    // sysadmin loses 成绩报表: a card of its scores is no longer theirs to build.
    const [{ id: roleId }] = await q(`SELECT id FROM role WHERE en_code = 'sysAdmin'`);
    const [{ id: menuId }] = await q(`SELECT id FROM module WHERE en_code = 'campus.scoreReport'`);
    const ok = await s.sysadmin.post(P, body({ cards: [card({ source: { type: 'aggregate', key: 'scoresPerSubject' } })] }));
    expect(ok.code).toBe(200);
    await s.admin.delete(`${P}/${ok.data.id}`);
    const mid = await snapshot();
    await q(`DELETE FROM authorize WHERE object_type = 'Role' AND object_id = $1 AND item_type = 'module' AND item_id = $2`, [roleId, menuId]);
    s.server.app.access.invalidate();
    const refused = await s.sysadmin.post(P, body({ cards: [card({ source: { type: 'aggregate', key: 'scoresPerSubject' } })] }));
    expect(refused.code).toBe(400);
    expect(await snapshot()).toBe(mid);
    await q(`INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ('module', $2, 'Role', $1)`, [roleId, menuId]);
    s.server.app.access.invalidate();
    expect(before).not.toBe('');
  });

  it('refuses a school’s head and a teacher every write, with the design as it was', async () => {
    const before = await snapshot();
    for (const c of [s.school1, s.teacher]) {
      expect((await c.post(P, body(threeCards))).code).toBe(403);
      expect((await c.put(`${P}/portal-school`, body(threeCards))).code).toBe(403);
      expect((await c.delete(`${P}/portal-school`)).code).toBe(403);
      expect((await c.post(`${P}/portal-school/Actions/Copy`)).code).toBe(403);
      expect((await c.put(`${P}/portal-school/Roles`, { roleIds: [] })).code).toBe(403);
      expect((await c.get(P)).code).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('/dashboard: the portal of the caller’s role', () => {
  it('gives school1 the portal assigned to 学校管理员, and a newly assigned one once the designer assigns it', async () => {
    const current = await s.school1.get(`${P}/Current`);
    expect(current.data.id).toBe('portal-school');
    expect((await s.school1.get('/api/Common/Login/CurrentUser')).data.userInfo.portalId).toBe('portal-school');

    const created = await s.admin.post(P, body(threeCards, { state: 1 }));
    const [{ id: roleId }] = await q(`SELECT id FROM role WHERE en_code = 'schoolAdmin'`);
    expect((await s.admin.put(`${P}/${created.data.id}/Roles`, { roleIds: [roleId] })).code).toBe(200);
    const next = await s.school1.get(`${P}/Current`);
    expect(next.data.id).toBe(created.data.id);
    expect(next.data.definition.cards).toHaveLength(3);
    expect((await s.school1.get('/api/Common/Login/CurrentUser')).data.userInfo.portalId).toBe(created.data.id);
    // The bureau's portal is not school1's to look at.
    expect((await s.school1.get(`${P}/portal-bureau/View`)).code).toBe(404);
    expect((await s.school1.get(`${P}/${created.data.id}/View`)).code).toBe(200);
    await s.admin.put(`${P}/${created.data.id}/Roles`, { roleIds: [] });
  });

  it('the shell and the dashboard agree: a big screen or a disabled role’s portal is nobody’s dashboard', async () => {
    const [{ id: school1 }] = await q(`SELECT id FROM users WHERE account = 'school1'`);
    const [{ id: screen }] = await q(`SELECT id FROM visual_portal WHERE kind = 'screen' LIMIT 1`);
    const both = async () => [(await s.school1.get('/api/Common/Login/CurrentUser')).data.userInfo.portalId, (await s.school1.get(`${P}/Current`)).data?.id ?? ''];
    await q('UPDATE users SET portal_id = $2 WHERE id = $1', [school1, screen]);
    try {
      expect(await both()).toEqual(['portal-school', 'portal-school']);
      await q(`UPDATE role SET enabled_mark = 0 WHERE en_code = 'schoolAdmin'`);
      expect(await both()).toEqual(['', '']);
    } finally {
      await q(`UPDATE role SET enabled_mark = 1 WHERE en_code = 'schoolAdmin'`);
      await q("UPDATE users SET portal_id = '' WHERE id = $1", [school1]);
    }
  });
});

describe('大屏 through the type-6 entry: a one-time ticket instead of the session', () => {
  it('opens the seeded 教育数据大屏 with the ticket the entry hands out; a reused or expired ticket is refused', async () => {
    const [{ id: menuId }] = await q(`SELECT id FROM module WHERE en_code = 'campus.dataView'`);
    const link = await s.teacher.post(`/api/System/Menu/Link/${menuId}`);
    expect(link.code).toBe(200);
    const ticket = link.data.ticket as string;
    const exchanged = await s.server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket });
    expect(exchanged.code).toBe(200);
    const viewer = s.server.withToken(exchanged.data.token);
    const screen = await viewer.get('/api/VisualDevelopment/Screen/screen-education/View');
    expect(screen.code).toBe(200);
    expect(screen.data.fullName).toBe('教育数据大屏');
    expect(screen.data.definition.items.length).toBeGreaterThanOrEqual(8);
    // The same ticket a second time: refused.
    expect((await s.server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: ticket })).code).toBe(400);
    // An expired one: refused.
    const late = (await s.teacher.post(`/api/System/Menu/Link/${menuId}`)).data.ticket;
    await q(`UPDATE iframe_ticket SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect((await s.server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: late })).code).toBe(400);
    // Without the entry (and without 大屏设计) the screen is answered as one that does not exist.
    const [{ id: roleId }] = await q(`SELECT id FROM role WHERE en_code = 'teacher'`);
    await q(`DELETE FROM authorize WHERE object_type = 'Role' AND object_id = $1 AND item_type = 'module' AND item_id = $2`, [roleId, menuId]);
    s.server.app.access.invalidate();
    expect((await s.teacher.get('/api/VisualDevelopment/Screen/screen-education/View')).code).toBe(404);
    await q(`INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ('module', $2, 'Role', $1)`, [roleId, menuId]);
    s.server.app.access.invalidate();
  });

  it('checks a screen on save: an item past the 1920×1080 canvas or a refresh faster than 5 s is refused', async () => {
    const S = '/api/VisualDevelopment/Screen';
    const item = { i: 'a', x: 1800, y: 0, w: 300, h: 200, kind: 'bar', title: 'x', source: { type: 'aggregate', key: 'usersPerSchool' } };
    const before = await snapshot();
    expect((await s.admin.post(S, body({ refreshSeconds: 30, background: '', items: [item] }))).msg).toMatch(/\/items\/0 超出画布范围/);
    expect((await s.admin.post(S, body({ refreshSeconds: 1, background: '', items: [] }))).code).toBe(400);
    expect(await snapshot()).toBe(before);
    expect((await s.admin.post(S, body({ refreshSeconds: 30, background: '#000', items: [{ ...item, x: 0 }] }))).code).toBe(200);
  });
});
