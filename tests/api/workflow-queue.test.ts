import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * Node time limits run from the persistent job queue (job_queue): a job scheduled before a restart
 * fires after it, once; and a new to-do item is pushed live (messagePush) to its approver.
 */

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function timedFlow(admin: Client, approver: string, handler: 0 | 1 | 2) {
  const design = {
    nodeId: 'start',
    type: 'start',
    properties: { title: '发起' },
    childNode: {
      nodeId: 'timed',
      type: 'approver',
      properties: { title: '限时审批', assigneeType: 6, approvers: [approver], timeoutConfig: { on: true, quantity: 2, type: 'hour', handler } },
    },
  };
  const c = await admin.post('/api/WorkFlow/FlowEngine', { enCode: `timed${handler}${Date.now()}`, fullName: '限时流程', category: '测试', flowTemplateJson: design });
  expect(c.code, c.msg).toBe(200);
  expect((await admin.post(`/api/WorkFlow/FlowEngine/Release/${c.data.id}`, {})).code).toBe(200);
  return c.data.id as string;
}

describe('timeouts from the persistent queue', () => {
  it('a time limit scheduled before a restart fires after it, exactly once', async () => {
    const server: TestServer = await startServer();
    const admin = await server.login('admin');
    const teacher = await server.login('teacher');
    const [leader] = await server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
    const flowId = await timedFlow(admin, leader.id, 1);
    const taskId = (await teacher.post('/api/WorkFlow/FlowTask', { flowId, formData: {} })).data.id;
    const [job] = await server.database.query<{ state: string; due_in: number }>(
      `SELECT state, extract(epoch from run_at - now())::int AS due_in FROM job_queue WHERE payload->>'taskId' = $1`,
      [taskId],
    );
    // due in two hours, as the node says; nothing happens before then
    expect(job.state).toBe('queued');
    expect(job.due_in).toBeGreaterThan(7000);

    // Stop the server, move the clock of the job to "due" while it is down, and start again.
    const config = server.config;
    await server.app.close();
    await server.database.close();
    const offline = await openDatabase(config);
    await offline.query(`UPDATE job_queue SET run_at = now() - interval '1 second' WHERE payload->>'taskId' = $1`, [taskId]);
    await offline.close();

    const database = await openDatabase(config);
    const app = await buildApp(config, database, { logger: false });
    await app.ready();
    cleanup.push(async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });
    await expect.poll(async () => (await database.query<{ status: number }>('SELECT status FROM flow_task WHERE id = $1', [taskId]))[0].status, { timeout: 20_000 }).toBe(2);
    const records = await database.query<{ handle_status: number; handle_opinion: string }>(
      'SELECT handle_status, handle_opinion FROM flow_task_record WHERE task_id = $1 ORDER BY created_at',
      [taskId],
    );
    expect(records.map((r) => r.handle_status)).toEqual([2, 9]);
    expect(records[1].handle_opinion).toBe('超时自动通过');
    const [done] = await database.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM job_queue WHERE payload->>'taskId' = $1`, [taskId]);
    expect(done).toEqual({ state: 'done', attempts: 1 });
  });

  it('a time limit that finds the node already handled does nothing; a reminder limit reminds', async () => {
    const server = await startServer();
    cleanup.push(() => server.close());
    const admin = await server.login('admin');
    const teacher = await server.login('teacher');
    const school1 = await server.login('school1');
    const [head] = await server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
    const approveFlow = await timedFlow(admin, head.id, 2);
    const handled = (await teacher.post('/api/WorkFlow/FlowTask', { flowId: approveFlow, formData: {} })).data.id;
    const todo = await school1.get('/api/WorkFlow/FlowBefore/List/1', { pageSize: 100 });
    const op = todo.data.list.find((r: any) => r.taskId === handled).id;
    expect((await school1.post(`/api/WorkFlow/FlowBefore/Audit/${op}`, {})).code).toBe(200);

    const remindFlow = await timedFlow(admin, head.id, 0);
    const waiting = (await teacher.post('/api/WorkFlow/FlowTask', { flowId: remindFlow, formData: {} })).data.id;
    const inbox = async () => (await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM message_receive WHERE user_id = $1', [head.id]))[0].n;
    const before = await inbox();
    await server.database.query(`UPDATE job_queue SET run_at = now() - interval '1 second' WHERE payload->>'taskId' = ANY($1::text[])`, [[handled, waiting]]);
    await expect.poll(async () => (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_queue WHERE state = 'queued'`))[0].n, { timeout: 20_000 }).toBe(0);
    // the handled task stays approved (a rejecting limit did not reject it); the waiting one stays waiting, its approver reminded
    const states = await server.database.query<{ id: string; status: number }>('SELECT id, status FROM flow_task WHERE id = ANY($1::text[])', [[handled, waiting]]);
    expect(Object.fromEntries(states.map((s) => [s.id, s.status]))).toEqual({ [handled]: 2, [waiting]: 1 });
    expect(await inbox()).toBe(before + 1);
  });
});

describe('live push', () => {
  it('a new to-do item pushes the approver’s unread count (messagePush)', async () => {
    const server = await startServer();
    cleanup.push(() => server.close());
    const teacher = await server.login('teacher');
    const [leader] = await server.database.query<{ id: string }>(
      `SELECT d.manager_id AS id FROM users u JOIN organize d ON d.id = u.department_id WHERE u.account = 'teacher'`,
    );
    const pushed: string[][] = [];
    server.app.events.on('messagePush', (p) => pushed.push(p.toUserIds));
    const [flow] = await server.database.query<{ id: string }>(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`);
    expect((await teacher.post('/api/WorkFlow/FlowTask', { flowId: flow.id, formData: { days: 1 } })).code).toBe(200);
    expect(pushed).toEqual([[leader.id]]);
  });
});
