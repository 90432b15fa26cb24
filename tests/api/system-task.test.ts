import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTaskKind } from '../../server/kit';
import { startServer, type Client, type TestServer } from '../support/server';

// 定时任务 (issue 15 item 2): tasks with validated cron expressions, run now, run history, runs
// from the one persistent job queue, once across instances.

let runs = 0;
registerTaskKind({
  key: 'test.count',
  title: { zh: '计数', zhtw: '計數', en: 'Count' },
  async run({ params }) {
    runs++;
    return `counted ${String(params.label ?? '')}`;
  },
});
registerTaskKind({
  key: 'test.fail',
  title: { zh: '失败', zhtw: '失敗', en: 'Fail' },
  async run() {
    throw new Error('the disk is full');
  },
});

const task = (over: Record<string, unknown> = {}) => ({ enCode: `t${Date.now()}${Math.floor(Math.random() * 1000)}`, fullName: '测试任务', kind: 'test.count', cron: '0 3 * * *', ...over });

describe('定时任务 on one instance', () => {
  let server: TestServer;
  let admin: Client;
  beforeAll(async () => {
    server = await startServer();
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  const snapshot = async () => JSON.stringify(await server.database.query('SELECT * FROM sys_task ORDER BY id'));
  const logs = async (id: string) => (await admin.get(`/api/System/TimeTask/${id}/TaskLog`)).data.list;

  it('lists the built-in tasks with their next run', async () => {
    const r = await admin.get('/api/System/TimeTask');
    expect(r.data.list.map((t: any) => t.enCode)).toEqual(expect.arrayContaining(['purgeSessions', 'trimLogs', 'dbMaintenance']));
    await expect.poll(async () => (await admin.get('/api/System/TimeTask')).data.list.every((t: any) => t.nextRunTime > Date.now())).toBe(true);
    const kinds = (await admin.get('/api/System/TimeTask/Kinds')).data.list.map((k: any) => k.key);
    expect(kinds).toEqual(expect.arrayContaining(['system.purgeSessions', 'system.trimLogs', 'system.dbMaintenance']));
  });

  it('refuses an invalid cron, an unknown kind and a duplicate code, changing nothing', async () => {
    const before = await snapshot();
    const bad = await admin.post('/api/System/TimeTask', task({ cron: '61 * * * *' }));
    expect(bad.code).toBe(400);
    expect(bad.data[0]).toMatchObject({ field: 'cron', message: expect.stringContaining('Cron 表达式无效') });
    expect((await admin.post('/api/System/TimeTask', task({ cron: '* * * * * *' }))).code).toBe(400);
    const kind = await admin.post('/api/System/TimeTask', task({ kind: 'nope.nothing' }));
    expect(kind.data).toEqual([{ field: 'kind', message: '未知的任务类型' }]);
    expect((await admin.post('/api/System/TimeTask', task({ enCode: 'trimLogs' }))).data).toEqual([{ field: 'enCode', message: '编码已存在' }]);
    // An edit with a bad cron leaves the task as it was.
    const trim = (await admin.get('/api/System/TimeTask', { keyword: 'trimLogs' })).data.list[0];
    expect((await admin.put(`/api/System/TimeTask/${trim.id}`, { ...task(), enCode: 'trimLogs', cron: 'every day' })).code).toBe(400);
    expect(await snapshot()).toBe(before);
    const preview = await admin.get('/api/System/TimeTask/Cron', { expression: 'nonsense' });
    expect(preview.code).toBe(400);
  });

  it('shows the next run times of a cron expression', async () => {
    const r = await admin.get('/api/System/TimeTask/Cron', { expression: '*/10 * * * *' });
    expect(r.code).toBe(200);
    expect(r.data.nextRuns).toHaveLength(5);
    expect(r.data.nextRuns[1] - r.data.nextRuns[0]).toBe(10 * 60_000);
  });

  it('run now: the run shows in the history with its duration and result; a failing run with its error', async () => {
    const created = await admin.post('/api/System/TimeTask', task({ params: { label: 'now' } }));
    expect(created.code).toBe(200);
    expect(created.data.nextRunTime).toBeGreaterThan(Date.now());
    const id = created.data.id;
    expect((await admin.post(`/api/System/TimeTask/${id}/Actions/Run`, {})).code).toBe(200);
    await expect.poll(async () => (await logs(id))[0]?.state, { timeout: 15_000 }).toBe('success');
    const [log] = await logs(id);
    expect(log).toMatchObject({ trigger: 'manual', result: 'counted now', error: '' });
    expect(log.duration).toBeGreaterThanOrEqual(0);
    expect(log.endTime).toBeGreaterThanOrEqual(log.startTime);
    expect((await admin.get(`/api/System/TimeTask/${id}`)).data).toMatchObject({ runCount: 1, lastState: 'success' });

    const failing = (await admin.post('/api/System/TimeTask', task({ kind: 'test.fail' }))).data.id;
    await admin.post(`/api/System/TimeTask/${failing}/Actions/Run`, {});
    await expect.poll(async () => (await logs(failing))[0]?.state, { timeout: 15_000 }).toBe('failed');
    expect((await logs(failing))[0].error).toBe('the disk is full');
  });

  it('a due task runs exactly once however often the scheduler polls, and its next run moves on', async () => {
    const id = (await admin.post('/api/System/TimeTask', task({ params: { label: 'due' } }))).data.id;
    await server.database.query(`UPDATE sys_task SET next_run_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await Promise.all([server.app.scheduler.poll(), server.app.scheduler.poll(), server.app.scheduler.poll()]);
    await expect.poll(async () => (await logs(id)).map((l: any) => l.state), { timeout: 15_000 }).toEqual(['success']);
    await server.app.scheduler.poll();
    const t = (await admin.get(`/api/System/TimeTask/${id}`)).data;
    expect(t.runCount).toBe(1);
    expect(t.nextRunTime).toBeGreaterThan(Date.now());
    expect((await logs(id))[0].trigger).toBe('schedule');
  });

  it('a stopped task is not queued when due; enabling it gives it a next run again', async () => {
    const id = (await admin.post('/api/System/TimeTask', task())).data.id;
    const stopped = await admin.put(`/api/System/TimeTask/${id}/Actions/Stop`, {});
    expect(stopped.data).toMatchObject({ enabledMark: 0, nextRunTime: null });
    await server.app.scheduler.poll();
    expect(await logs(id)).toEqual([]);
    const enabled = await admin.put(`/api/System/TimeTask/${id}/Actions/Enable`, {});
    expect(enabled.data.nextRunTime).toBeGreaterThan(Date.now());
  });

  it('a run whose server stopped mid-way is recorded as failed, not run again', async () => {
    const id = (await admin.post('/api/System/TimeTask', task())).data.id;
    // What a kill -9 leaves: a claimed run whose lease nobody renews, its history row still running.
    const [job] = await server.database.query<{ id: string }>(
      `INSERT INTO job_queue (kind, payload, run_at, state, locked_by, locked_until, attempts)
       VALUES ('schedule.run', $1, now(), 'running', 'gone', now() - interval '1 second', 1) RETURNING id::text AS id`,
      [JSON.stringify({ taskId: id, trigger: 'manual' })],
    );
    await server.database.query(`INSERT INTO sys_task_log (task_id, job_id, trigger, state, instance) VALUES ($1, $2::bigint, 'manual', 'running', 'gone')`, [id, job.id]);
    const before = runs;
    await server.app.scheduler.poll();
    const [log] = await logs(id);
    expect(log.state).toBe('failed');
    expect(log.error).toContain('interrupted');
    expect((await server.database.query<{ state: string }>('SELECT state FROM job_queue WHERE id = $1::bigint', [job.id]))[0].state).toBe('failed');
    expect(runs).toBe(before);
  });

  it('a school head and a teacher are refused every write, the tasks and the queue unchanged', async () => {
    const id = (await admin.post('/api/System/TimeTask', task())).data.id;
    const before = await snapshot();
    const queued = async () => (await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM job_queue'))[0].n;
    const jobs = await queued();
    for (const who of ['school1', 'teacher']) {
      const c = await server.login(who);
      expect((await c.get('/api/System/TimeTask')).code).toBe(403);
      expect((await c.post('/api/System/TimeTask', task())).code).toBe(403);
      expect((await c.put(`/api/System/TimeTask/${id}`, task({ cron: '* * * * *' }))).code).toBe(403);
      expect((await c.put(`/api/System/TimeTask/${id}/Actions/Stop`, {})).code).toBe(403);
      expect((await c.post(`/api/System/TimeTask/${id}/Actions/Run`, {})).code).toBe(403);
      expect((await c.delete(`/api/System/TimeTask/${id}`)).code).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    expect(await queued()).toBe(jobs);
  });
});

// PGlite is one process: the contest between instances needs PostgreSQL (TEST_DATABASE_URL).
describe.runIf(!!process.env.TEST_DATABASE_URL)('定时任务 on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, { alongside: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a due task runs exactly once with two instances polling the same database', async () => {
    const admin = await a.login('admin');
    const id = (await admin.post('/api/System/TimeTask', task({ params: { label: 'cluster' } }))).data.id;
    await a.database.query(`UPDATE sys_task SET next_run_at = now() - interval '1 second' WHERE id = $1`, [id]);
    await Promise.all([a.app.scheduler.poll(), b.app.scheduler.poll(), a.app.scheduler.fireDue(), b.app.scheduler.fireDue(), b.app.scheduler.poll()]);
    const done = async () => (await a.database.query<{ state: string }>('SELECT state FROM sys_task_log WHERE task_id = $1', [id])).map((r) => r.state);
    await expect.poll(done, { timeout: 15_000 }).toEqual(['success']);
    await Promise.all([a.app.scheduler.poll(), b.app.scheduler.poll()]);
    expect(await done()).toEqual(['success']);
    expect((await a.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_queue WHERE payload->>'taskId' = $1`, [id]))[0].n).toBe(1);
    expect((await a.database.query<{ run_count: number }>('SELECT run_count FROM sys_task WHERE id = $1', [id]))[0].run_count).toBe(1);
  });
});
