import { describe, expect, it } from 'vitest';
import { type Client, serverForFile } from '../support/server';
import { openLive } from './liveSocket';

const ctx = serverForFile('admin', 'teacher', 'school1', 'sysadmin');

const unread = async (c: Client) => {
  const live = await openLive(ctx.server.url, c.token);
  live.close();
  return live.init.unreadNoticeCount as number;
};

describe('inbox', () => {
  it('lists the seeded notices and workflow messages of the caller, newest first, with the spec fields', async () => {
    const r = await ctx.teacher.get('/api/System/Message', { currentPage: 1, pageSize: 20, sord: 'desc', keyword: '', type: '' });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
    const first = r.data.list[0];
    expect(Object.keys(first).sort()).toEqual(['creatorUser', 'id', 'isRead', 'lastModifyTime', 'title', 'type']);
    expect(r.data.list.some((m: any) => m.type === 1 && m.title === '期中考试安排' && m.isRead === '1')).toBe(true);
    expect(r.data.list.some((m: any) => m.type === 1 && m.title.includes('教师节表彰大会') && m.isRead === '0')).toBe(true);
    expect(r.data.list.filter((m: any) => m.type === 2)).toHaveLength(3);
    const times = r.data.list.map((m: any) => m.lastModifyTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const asc = await ctx.teacher.get('/api/System/Message', { sord: 'asc' });
    expect(asc.data.list[0].id).toBe(r.data.list[r.data.list.length - 1].id);
  });

  it('filters by keyword and by type', async () => {
    const k = await ctx.teacher.get('/api/System/Message', { keyword: '期中' });
    expect(k.data.list.map((m: any) => m.title)).toEqual(['期中考试安排']);
    const wf = await ctx.teacher.get('/api/System/Message', { type: 2 });
    expect(wf.data.list.every((m: any) => m.type === 2)).toBe(true);
    const detail = await ctx.teacher.get(`/api/System/Message/ReadInfo/${wf.data.list[0].id}`);
    expect([2, 3, 1]).toContain(JSON.parse(detail.data.bodyText).type);
  });

  it('opening a message marks it read and drops the unread count by one; read-all zeroes it', async () => {
    const before = await unread(ctx.teacher);
    expect(before).toBeGreaterThan(1);
    const list = (await ctx.teacher.get('/api/System/Message')).data.list;
    const target = list.find((m: any) => m.isRead === '0' && m.type === 1);
    const info = await ctx.teacher.get(`/api/System/Message/ReadInfo/${target.id}`);
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ title: target.title });
    expect(typeof info.data.bodyText).toBe('string');
    expect(info.data.noticeTypeName).not.toBe('');
    expect(typeof info.data.creatorTime).toBe('number');
    expect(Array.isArray(info.data.messageFileList)).toBe(true);
    expect(await unread(ctx.teacher)).toBe(before - 1);
    // Reading again changes nothing.
    await ctx.teacher.get(`/api/System/Message/ReadInfo/${target.id}`);
    expect(await unread(ctx.teacher)).toBe(before - 1);

    const all = await ctx.teacher.post('/api/System/Message/Actions/ReadAll');
    expect(all.code).toBe(200);
    expect(all.msg).toBe('已全部标记为已读');
    expect(await unread(ctx.teacher)).toBe(0);
    const after = await ctx.teacher.get('/api/System/Message');
    expect(after.data.list.every((m: any) => m.isRead === '1')).toBe(true);
  });

  it("is scoped to the caller: another user's message answers 404 and their records are untouched", async () => {
    const mine = (await ctx.school1.get('/api/System/Message')).data.list[0];
    // ctx.teacher has no row for a message only ctx.school1 got: make one
    const created = await ctx.admin.post('/api/System/Message/CreateNotice', { title: '仅发给王校长', bodyText: '<p>x</p>', recipients: { userIds: [await userId('school1')] } });
    await ctx.admin.put(`/api/System/Message/${created.data.id}/Actions/Release`);
    expect((await ctx.teacher.get(`/api/System/Message/ReadInfo/${created.data.id}`)).code).toBe(404);
    expect((await ctx.school1.get(`/api/System/Message/ReadInfo/${created.data.id}`)).code).toBe(200);
    // Deleting ids one does not hold removes nothing.
    await ctx.teacher.delete('/api/System/Message/Record', { ids: [created.data.id, mine.id] });
    expect((await ctx.school1.get(`/api/System/Message/ReadInfo/${mine.id}`)).code).toBe(200);
    expect((await ctx.teacher.get('/api/System/Message', { keyword: '仅发给' })).data.list).toHaveLength(0);
  });

  it('deletes records of the caller only', async () => {
    const list = (await ctx.school1.get('/api/System/Message')).data;
    const id = list.list.find((m: any) => m.title === '期中考试安排').id;
    const r = await ctx.school1.delete('/api/System/Message/Record', { ids: [id] });
    expect(r.code).toBe(200);
    expect((await ctx.school1.get('/api/System/Message')).data.pagination.total).toBe(list.pagination.total - 1);
    expect((await ctx.school1.get(`/api/System/Message/ReadInfo/${id}`)).code).toBe(404);
    // The notice itself and others' rows remain.
    expect((await ctx.sysadmin.get('/api/System/Message')).data.list.some((m: any) => m.id === id)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await ctx.server.anonymous.get('/api/System/Message')).code).toBe(602);
  });
});

const userId = async (account: string) => (await ctx.admin.get('/api/Permission/Users', { keyword: account })).data.list.find((u: any) => u.account === account).id;

describe('notice management', () => {
  it('creates a draft, updates it, releases it to every user and refuses to edit it afterwards', async () => {
    const c = await ctx.admin.post('/api/System/Message/CreateNotice', {
      title: '  元旦放假通知  ',
      bodyText: '<p onclick="alert(1)">放假<script>alert(1)</script><a href="javascript:alert(1)">看</a></p>',
      noticeType: 'notice',
    });
    expect(c.code).toBe(200);
    const id = c.data.id;
    const d = await ctx.admin.get(`/api/System/Message/GetDetail/${id}`);
    expect(d.data).toMatchObject({ title: '元旦放假通知', state: 'draft', enabledMark: 0, noticeTypeName: '通知', recipients: { all: true } });
    expect(d.data.bodyText).toBe('<p>放假<a>看</a></p>');

    const u = await ctx.admin.post('/api/System/Message/UpdateNotice', { id, title: '元旦放假安排', bodyText: '<p>1月1日放假</p>', noticeType: 'announcement' });
    expect(u.code).toBe(200);
    const list = await ctx.admin.get('/api/System/Message/GetNoticeListByType', { keyword: '元旦', currentPage: 1, pageSize: 20 });
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ id, title: '元旦放假安排', noticeTypeName: '公告', enabledMark: 0 });
    expect((await ctx.admin.get('/api/System/Message/GetNoticeListByType', { type: 'announcement', keyword: '元旦' })).data.list).toHaveLength(1);
    expect((await ctx.admin.get('/api/System/Message/GetNoticeListByType', { type: 'meeting', keyword: '元旦' })).data.list).toHaveLength(0);

    // An online ctx.teacher hears about it live; an offline colleague finds it on the next connection.
    const live = await openLive(ctx.server.url, ctx.teacher.token);
    const offlineBefore = await unread(ctx.school1);
    const rel = await ctx.admin.put(`/api/System/Message/${id}/Actions/Release`);
    expect(rel.code).toBe(200);
    expect(rel.data.recipientCount).toBeGreaterThan(250);
    const push = await live.next('messagePush');
    expect(push.toUserId).toEqual([live.init.userId]);
    expect(push.unreadNoticeCount).toBe(live.init.unreadNoticeCount + 1);
    live.close();
    expect(await unread(ctx.school1)).toBe(offlineBefore + 1);
    expect((await ctx.teacher.get('/api/System/Message', { keyword: '元旦放假安排' })).data.list[0]).toMatchObject({ isRead: '0', type: 1, creatorUser: '超级管理员/admin' });

    const again = await ctx.admin.put(`/api/System/Message/${id}/Actions/Release`);
    expect(again.code).toBe(400);
    expect(again.msg).toBe('公告已发布');
    const edit = await ctx.admin.post('/api/System/Message/UpdateNotice', { id, title: '改标题' });
    expect(edit.code).toBe(400);
    expect(edit.msg).toBe('已发布的公告不能修改');
  });

  it('delivers to the chosen organisations, roles and users only', async () => {
    const school1Org = (await ctx.admin.get('/api/Permission/Users', { keyword: 'school1' })).data.list[0].organizeId;
    const c = await ctx.admin.post('/api/System/Message/CreateNotice', { title: '一中内部通知', recipients: { organizeIds: [school1Org] } });
    const rel = await ctx.admin.put(`/api/System/Message/${c.data.id}/Actions/Release`);
    expect(rel.data.recipientCount).toBeGreaterThan(80);
    expect(rel.data.recipientCount).toBeLessThan(100);
    expect((await ctx.teacher.get('/api/System/Message', { keyword: '一中内部通知' })).data.list).toHaveLength(1);
    expect((await ctx.sysadmin.get('/api/System/Message', { keyword: '一中内部通知' })).data.list).toHaveLength(0);
  });

  it('keeps a school administrator inside their own school', async () => {
    const c = await ctx.school1.post('/api/System/Message/CreateNotice', { title: '本校教研通知', recipients: { all: true } });
    expect(c.code).toBe(200);
    const rel = await ctx.school1.put(`/api/System/Message/${c.data.id}/Actions/Release`);
    expect(rel.data.recipientCount).toBeLessThan(100);
    expect((await ctx.sysadmin.get('/api/System/Message', { keyword: '本校教研通知' })).data.list).toHaveLength(0);
    // Bureau notices are not theirs to manage.
    const bureau = (await ctx.admin.get('/api/System/Message/GetNoticeListByType', { keyword: '期中考试' })).data.list[0];
    expect((await ctx.school1.get(`/api/System/Message/GetDetail/${bureau.id}`)).code).toBe(404);
    expect((await ctx.school1.delete(`/api/System/Message/${bureau.id}`)).code).toBe(404);
    expect((await ctx.school1.get('/api/System/Message/GetNoticeListByType', { keyword: '期中考试' })).data.list).toHaveLength(0);
  });

  it('deleting a notice removes it from every inbox', async () => {
    const c = await ctx.admin.post('/api/System/Message/CreateNotice', { title: '将被删除的公告' });
    await ctx.admin.put(`/api/System/Message/${c.data.id}/Actions/Release`);
    expect((await ctx.teacher.get('/api/System/Message', { keyword: '将被删除' })).data.list).toHaveLength(1);
    expect((await ctx.admin.delete(`/api/System/Message/${c.data.id}`)).code).toBe(200);
    expect((await ctx.teacher.get('/api/System/Message', { keyword: '将被删除' })).data.list).toHaveLength(0);
    expect((await ctx.admin.get(`/api/System/Message/GetDetail/${c.data.id}`)).code).toBe(404);
  });

  it('refuses bad input with the field and stores nothing', async () => {
    const before = (await ctx.admin.get('/api/System/Message/GetNoticeListByType')).data.pagination.total;
    const r = await ctx.admin.post('/api/System/Message/CreateNotice', { title: '   ' });
    expect(r.code).toBe(400);
    expect(r.data).toEqual([{ field: 'title', message: '请输入公告标题' }]);
    const bad = await ctx.admin.post('/api/System/Message/CreateNotice', { title: 'x', attachments: [{ fileId: '00000000-0000-4000-8000-000000000000' }] });
    expect(bad.code).toBe(400);
    expect((await ctx.admin.get('/api/System/Message/GetNoticeListByType')).data.pagination.total).toBe(before);
  });

  it('is denied without the menu or the button', async () => {
    expect((await ctx.teacher.get('/api/System/Message/GetNoticeListByType')).code).toBe(403);
    expect((await ctx.teacher.post('/api/System/Message/CreateNotice', { title: 'x' })).code).toBe(403);
    const draft = (await ctx.admin.get('/api/System/Message/GetNoticeListByType', { state: 'draft' })).data.list[0];
    expect((await ctx.teacher.put(`/api/System/Message/${draft.id}/Actions/Release`)).code).toBe(403);
    expect((await ctx.teacher.delete(`/api/System/Message/${draft.id}`)).code).toBe(403);
  });
});
