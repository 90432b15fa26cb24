import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';
import { pngDataUrl } from './examples-b-fixtures';

// 示例中心 part B (issue 18 item 2): 订单示例, 项目甘特, 知识文档 (and the public /document pages),
// 日程安排, 电子签名 and 地图示例 against the real server: what a user does, bad input answered with a
// clear error and nothing changed, and another user's records out of reach.

const ctx = serverForFile('admin', 'sysadmin', 'teacher');
const q = <T = any>(sql: string, params: unknown[] = []) => ctx.server.database.query<T>(sql, params) as Promise<T[]>;
const snapshot = async (sql: string, params: unknown[] = []) => JSON.stringify(await q(sql, params));
const idOf = async (account: string) => (await q<{ id: string }>('SELECT id FROM users WHERE account = $1', [account]))[0].id;

describe('订单示例', () => {
  const order = { customer: '城东第一中学', orderDate: '2026-11-24', remark: '', lines: [{ product: '粉笔', quantity: '3', unitPrice: '0.1' }, { product: '黑板擦', quantity: '1.5', unitPrice: '0.2' }] };

  it('computes totals exactly, numbers the order from its bill rule and follows the approval flow to 已通过', async () => {
    const created = await ctx.admin.post('/api/Extend/Order', order);
    expect(created.code).toBe(200);
    const detail = (await ctx.admin.get(`/api/Extend/Order/${created.data.id}`)).data;
    expect(detail.billNo).toMatch(/^DD\d{8}\d{4}$/);
    expect(detail.total).toBe('0.60');
    expect(detail.lines.map((l: any) => l.amount)).toEqual(['0.30', '0.30']);
    expect(detail.state).toBe('draft');

    const submitted = await ctx.admin.post(`/api/Extend/Order/${created.data.id}/Actions/Submit`);
    expect(submitted.code).toBe(200);
    expect((await ctx.admin.get(`/api/Extend/Order/${created.data.id}`)).data.state).toBe('approving');
    // in approval the order is locked
    const locked = await ctx.admin.put(`/api/Extend/Order/${created.data.id}`, { ...order, customer: '改了' });
    expect(locked.code).toBe(400);

    // the 系统管理员 approves in 待办 with a handwritten signature (the flow's node asks for one)
    const [op] = await q<{ id: string }>(`SELECT id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [submitted.data.taskId]);
    expect((await ctx.sysadmin.post(`/api/WorkFlow/FlowBefore/Audit/${op.id}`, { handleOpinion: '同意' })).code).toBe(400);
    expect((await ctx.sysadmin.post(`/api/WorkFlow/FlowBefore/Audit/${op.id}`, { handleOpinion: '同意', signImg: pngDataUrl() })).code).toBe(200);
    expect((await ctx.admin.get(`/api/Extend/Order/${created.data.id}`)).data.state).toBe('approved');
  });

  it('refuses bad lines naming each, and changes nothing', async () => {
    const before = await snapshot('SELECT count(*)::int AS n FROM ex_order');
    const r = await ctx.admin.post('/api/Extend/Order', { ...order, lines: [{ product: '', quantity: '0', unitPrice: '1.234' }] });
    expect(r.code).toBe(400);
    expect(r.data.map((e: any) => e.field)).toEqual(['lines.0.product', 'lines.0.quantity', 'lines.0.unitPrice']);
    expect((await ctx.admin.post('/api/Extend/Order', { ...order, lines: [] })).code).toBe(400);
    expect(await snapshot('SELECT count(*)::int AS n FROM ex_order')).toBe(before);
  });

  it('keeps another user’s order out of reach', async () => {
    const [theirs] = await q<{ id: string }>(`SELECT o.id FROM ex_order o JOIN users u ON u.id = o.creator_user_id WHERE u.account = 'sysadmin' AND o.flow_task_id IS NULL LIMIT 1`);
    const before = await snapshot('SELECT * FROM ex_order WHERE id = $1', [theirs.id]);
    expect((await ctx.admin.get(`/api/Extend/Order/${theirs.id}`)).code).toBe(404);
    expect((await ctx.admin.put(`/api/Extend/Order/${theirs.id}`, order)).code).toBe(404);
    expect((await ctx.admin.post(`/api/Extend/Order/${theirs.id}/Actions/Submit`)).code).toBe(404);
    expect((await ctx.admin.delete(`/api/Extend/Order/${theirs.id}`)).code).toBe(404);
    expect(await snapshot('SELECT * FROM ex_order WHERE id = $1', [theirs.id])).toBe(before);
    // and a user without the menu is refused outright
    expect((await ctx.teacher.post('/api/Extend/Order', order)).code).toBe(403);
  });
});

describe('项目甘特', () => {
  it('a dragged task saves, and its dependants shift after it', async () => {
    const plan = (await ctx.admin.get('/api/Extend/Project')).data.list[0];
    const r = await ctx.admin.post(`/api/Extend/Project/${plan.id}/Actions/Move`, { taskId: 't1', start: 2 });
    expect(r.code).toBe(200);
    expect(r.data.shifted).toEqual(['t1', 't2', 't3', 't5', 't6', 't8']);
    const saved = (await ctx.admin.get(`/api/Extend/Project/${plan.id}`)).data.tasks;
    const start = (id: string) => saved.find((x: any) => x.id === id).start;
    expect([start('t1'), start('t2'), start('t3')]).toEqual([2, 5, 5]);
  });

  it('refuses a cycle and another user’s plan, changing nothing', async () => {
    const plan = (await ctx.admin.get('/api/Extend/Project')).data.list[0];
    const before = await snapshot('SELECT * FROM ex_project_task WHERE project_id = $1 ORDER BY id', [plan.id]);
    const cyc = await ctx.admin.put(`/api/Extend/Project/${plan.id}/Tasks`, {
      tasks: [
        { id: 'a', name: 'A', start: 0, duration: 1, progress: 0, dependsOn: ['b'] },
        { id: 'b', name: 'B', start: 1, duration: 1, progress: 0, dependsOn: ['a'] },
      ],
    });
    expect(cyc.code).toBe(400);
    expect(cyc.msg).toBe('任务依赖存在循环');
    expect((await ctx.sysadmin.get(`/api/Extend/Project/${plan.id}`)).code).toBe(404);
    expect((await ctx.sysadmin.post(`/api/Extend/Project/${plan.id}/Actions/Move`, { taskId: 't1', start: 9 })).code).toBe(404);
    expect((await ctx.sysadmin.delete(`/api/Extend/Project/${plan.id}`)).code).toBe(404);
    expect(await snapshot('SELECT * FROM ex_project_task WHERE project_id = $1 ORDER BY id', [plan.id])).toBe(before);
  });
});

describe('知识文档 and /document', () => {
  it('every save is a version; two versions diff; a restore is a new version; the body is sanitised', async () => {
    const d = await ctx.admin.post('/api/Extend/Document', { title: '家访记录规范', bodyHtml: '<p>家访前预约。</p><img src=x onerror="alert(1)">' });
    const id = d.data.id;
    expect((await ctx.admin.put(`/api/Extend/Document/${id}`, { title: '家访记录规范', bodyHtml: '<p>家访前电话预约。</p><p>填写家访记录表。</p>' })).data.version).toBe(2);
    const stored = (await ctx.admin.get(`/api/Extend/Document/${id}`)).data;
    expect(stored.version).toBe(2);
    const v1 = (await q<{ body_html: string }>('SELECT body_html FROM ex_document_version WHERE document_id = $1 AND version = 1', [id]))[0].body_html;
    expect(v1).not.toMatch(/onerror/);
    const diff = (await ctx.admin.get(`/api/Extend/Document/${id}/Diff`, { from: 1, to: 2 })).data;
    expect(diff.side).toEqual([
      { left: '家访前预约。', right: '家访前电话预约。', kind: 'changed' },
      { left: null, right: '填写家访记录表。', kind: 'added' },
    ]);
    expect((await ctx.admin.post(`/api/Extend/Document/${id}/Actions/Restore`, { version: 1 })).data.version).toBe(3);
    const versions = (await ctx.admin.get(`/api/Extend/Document/${id}/Versions`)).data.list;
    expect(versions.map((v: any) => [v.version, v.restoredFrom])).toEqual([[3, 1], [2, null], [1, null]]);
    expect((await ctx.admin.get(`/api/Extend/Document/${id}/Diff`, { from: 1, to: 9 })).code).toBe(404);
  });

  it('the public pages list published documents only and open the newest; nothing unpublished without sign-in', async () => {
    const list = (await ctx.server.anonymous.get('/api/Public/Document')).data.list;
    expect(list.map((d: any) => d.title).sort()).toEqual(['作业布置与批改规范', '课堂常规要求']);
    const newest = (await ctx.server.anonymous.get('/api/Public/Document/Newest')).data;
    expect(newest.title).toBe('作业布置与批改规范');
    const [draft] = await q<{ id: string }>(`SELECT id FROM ex_document WHERE title = '智慧教室使用指南（草稿）'`);
    expect((await ctx.server.anonymous.get(`/api/Public/Document/${draft.id}`)).code).toBe(404);
    expect((await ctx.server.anonymous.get(`/api/Extend/Document/${draft.id}`)).status).toBe(401);
  });

  it('another user cannot read a private document; shared, they read but cannot change it', async () => {
    const [draft] = await q<{ id: string }>(`SELECT id FROM ex_document WHERE title = '智慧教室使用指南（草稿）'`);
    const before = await snapshot('SELECT title, body_html, version, published FROM ex_document WHERE id = $1', [draft.id]);
    expect((await ctx.admin.get(`/api/Extend/Document/${draft.id}`)).code).toBe(404);
    expect((await ctx.admin.put(`/api/Extend/Document/${draft.id}`, { title: 'x', bodyHtml: '<p>x</p>' })).code).toBe(404);
    expect((await ctx.admin.post(`/api/Extend/Document/${draft.id}/Actions/Publish`, { published: true })).code).toBe(404);
    expect((await ctx.sysadmin.put(`/api/Extend/Document/${draft.id}/Share`, { userIds: [await idOf('admin')] })).code).toBe(200);
    expect((await ctx.admin.get(`/api/Extend/Document/${draft.id}`)).data.title).toBe('智慧教室使用指南（草稿）');
    expect((await ctx.admin.put(`/api/Extend/Document/${draft.id}`, { title: 'x', bodyHtml: '<p>x</p>' })).code).toBe(403);
    expect((await ctx.admin.post(`/api/Extend/Document/${draft.id}/Actions/Restore`, { version: 1 })).code).toBe(403);
    expect(await snapshot('SELECT title, body_html, version, published FROM ex_document WHERE id = $1', [draft.id])).toBe(before);
  });
});

describe('日程安排', () => {
  const hour = 3_600_000;
  it('a reminder reaches the inbox of the owner and of those the event is shared with', async () => {
    const start = Date.now() + 2 * 60_000;
    const r = await ctx.sysadmin.post('/api/Extend/Schedule', { title: '家长会', start, end: start + hour, remindMinutes: 5, sharedWith: [await idOf('admin')] });
    expect(r.code).toBe(200);
    const inbox = async (account: string) => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM message m JOIN message_receive mr ON mr.message_id = m.id JOIN users u ON u.id = mr.user_id WHERE u.account = $1 AND m.title LIKE '日程提醒：家长会%'`, [account]))[0].n;
    await expect.poll(() => inbox('sysadmin'), { timeout: 15_000, interval: 300 }).toBe(1);
    expect(await inbox('admin')).toBe(1);
    // the job ran once and is done
    expect((await q(`SELECT state FROM job_queue WHERE kind = 'exEventReminder' AND payload->>'eventId' = $1`, [r.data.id])).map((j: any) => j.state)).toEqual(['done']);
  });

  it('moving an event re-plans its reminder (one queued job, at the new time)', async () => {
    const start = Date.now() + 48 * hour;
    const { data } = await ctx.sysadmin.post('/api/Extend/Schedule', { title: '期末考试', start, end: start + hour, remindMinutes: 30 });
    await ctx.sysadmin.post(`/api/Extend/Schedule/${data.id}/Actions/Move`, { start: start + 24 * hour, end: start + 25 * hour });
    const jobs = await q<{ run: number }>(`SELECT (extract(epoch FROM run_at) * 1000)::float8 AS run FROM job_queue WHERE kind = 'exEventReminder' AND payload->>'eventId' = $1 AND state = 'queued'`, [data.id]);
    expect(jobs.length).toBe(1);
    expect(Math.round(jobs[0].run)).toBe(start + 24 * hour - 30 * 60_000);
  });

  it('only one’s own and shared events are visible; a shared one cannot be changed by the colleague; bad times are refused', async () => {
    const start = Date.now() + 72 * hour;
    const { data } = await ctx.sysadmin.post('/api/Extend/Schedule', { title: '私人日程', start, end: start + hour });
    const window = { start: start - hour, end: start + 2 * hour };
    expect((await ctx.admin.get('/api/Extend/Schedule', window)).data.list.some((e: any) => e.id === data.id)).toBe(false);
    expect((await ctx.admin.get(`/api/Extend/Schedule/${data.id}`)).code).toBe(404);
    const before = await snapshot('SELECT * FROM ex_event WHERE id = $1', [data.id]);
    expect((await ctx.admin.post(`/api/Extend/Schedule/${data.id}/Actions/Move`, { start, end: start + 2 * hour })).code).toBe(404);
    expect((await ctx.admin.delete(`/api/Extend/Schedule/${data.id}`)).code).toBe(404);
    const [shared] = await q<{ id: string }>(`SELECT e.id FROM ex_event e WHERE e.title = '全区教研工作会'`);
    expect((await ctx.admin.get(`/api/Extend/Schedule/${shared.id}`)).data.mine).toBe(false);
    expect((await ctx.admin.delete(`/api/Extend/Schedule/${shared.id}`)).code).toBe(403);
    expect((await ctx.sysadmin.put(`/api/Extend/Schedule/${data.id}`, { title: '私人日程', start, end: start - 1 })).code).toBe(400);
    expect(await snapshot('SELECT * FROM ex_event WHERE id = $1', [data.id])).toBe(before);
    expect((await q('SELECT 1 FROM ex_event WHERE id = $1', [shared.id])).length).toBe(1);
  });
});

describe('电子签名', () => {
  it('saves a PNG as a file, lists it as the default, and answers it to the flow task', async () => {
    const r = await ctx.admin.post('/api/Extend/Signature', { dataUrl: pngDataUrl(40, 20, [0, 0, 0, 255]) });
    expect(r.code).toBe(200);
    const list = (await ctx.admin.get('/api/Extend/Signature')).data.list;
    expect(list[0]).toMatchObject({ id: r.data.id, isDefault: true, signerName: '超级管理员' });
    expect(list[0].dataUrl).toBe(pngDataUrl(40, 20, [0, 0, 0, 255]));
    expect((await ctx.admin.get('/api/Extend/Signature/Default')).data.dataUrl).toBe(list[0].dataUrl);
  });

  it('refuses what is not a PNG and another user’s signature, changing nothing', async () => {
    const before = await snapshot('SELECT * FROM ex_signature ORDER BY id');
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'.repeat(3)).toString('base64')}`;
    expect((await ctx.admin.post('/api/Extend/Signature', { dataUrl: svg })).code).toBe(400);
    const [mine] = await q<{ id: string }>(`SELECT s.id FROM ex_signature s JOIN users u ON u.id = s.user_id WHERE u.account = 'admin'`);
    expect((await ctx.sysadmin.delete(`/api/Extend/Signature/${mine.id}`)).code).toBe(404);
    expect((await ctx.sysadmin.post(`/api/Extend/Signature/${mine.id}/Actions/Default`)).code).toBe(404);
    expect((await ctx.sysadmin.get('/api/Extend/Signature')).data.list.some((s: any) => s.id === mine.id)).toBe(false);
    expect(await snapshot('SELECT * FROM ex_signature ORDER BY id')).toBe(before);
  });
});

describe('地图示例', () => {
  it('places every school of the district with its details', async () => {
    const r = (await ctx.sysadmin.get('/api/Extend/Map')).data;
    expect(r.schools.length).toBe(3);
    for (const s of r.schools) {
      expect(s.teachers).toBeGreaterThan(0);
      expect(Math.abs(s.lng - r.centre[0])).toBeLessThan(0.1);
    }
    expect((await ctx.teacher.get('/api/Extend/Map')).code).toBe(403);
  });
});
