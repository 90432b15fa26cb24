import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { startServer } from '../support/server';

/*
 * Messages after commit, never lost (issue 14): a step's notifications are written as delivery jobs
 * in the step's own transaction. When delivery fails after the commit (here: the inbox refuses rows)
 * and the process then stops, the approver still gets the to-do message once the server is back,
 * exactly once; a refused step queues nothing.
 */

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('workflow messages go through the queue', () => {
  it('a delivery that fails after the commit is delivered after a restart, once', async () => {
    const server = await startServer();
    const teacher = await server.login('teacher');
    const db = server.database;
    const [leader] = await db.query<{ id: string }>(`SELECT d.manager_id AS id FROM users u JOIN organize d ON d.id = u.department_id WHERE u.account = 'teacher'`);
    const [flow] = await db.query<{ id: string }>(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`);
    const inbox = async (d = db) =>
      (await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM message_receive r JOIN message m ON m.id = r.message_id WHERE r.user_id = $1 AND m.title LIKE '【待办】%'`, [leader.id]))[0].n;
    const before = await inbox();

    // The inbox refuses new rows: the send after the commit fails.
    await db.query('ALTER TABLE message_receive ADD CONSTRAINT outbox_test_block CHECK (false) NOT VALID');
    const launched = await teacher.post('/api/WorkFlow/FlowTask', { flowId: flow.id, formData: { days: 1, reason: '出门办事' } });
    // The step itself stands: the answer is a success and the leader has the to-do item.
    expect(launched.code, launched.msg).toBe(200);
    const taskId = launched.data.id as string;
    const ops = await db.query<{ handle_id: string; state: string }>('SELECT handle_id, state FROM flow_task_operator WHERE task_id = $1', [taskId]);
    expect(ops).toEqual([{ handle_id: leader.id, state: 'pending' }]);
    expect(await inbox()).toBe(before);
    const [job] = await db.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM flow_job WHERE kind = 'wfMessage' AND payload->'body'->>'taskId' = $1`, [taskId]);
    expect(job).toEqual({ state: 'queued', attempts: 1 });

    // The process stops before the retry; the inbox is repaired while it is down, and the retry's back-off has passed.
    const config = server.config;
    await server.app.close();
    await db.close();
    const offline = await openDatabase(config);
    await offline.query('ALTER TABLE message_receive DROP CONSTRAINT outbox_test_block');
    await offline.query(`UPDATE flow_job SET run_at = now() - interval '1 second' WHERE kind = 'wfMessage' AND state = 'queued'`);
    await offline.close();

    const database = await openDatabase(config);
    const app = await buildApp(config, database, { logger: false });
    await app.ready();
    cleanup.push(async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });
    await expect.poll(() => inbox(database), { timeout: 20_000 }).toBe(before + 1);
    const [done] = await database.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM flow_job WHERE kind = 'wfMessage' AND payload->'body'->>'taskId' = $1`, [taskId]);
    expect(done).toEqual({ state: 'done', attempts: 2 });
    const [message] = await database.query<{ body_text: string }>(
      `SELECT m.body_text FROM message m JOIN message_receive r ON r.message_id = m.id WHERE r.user_id = $1 AND m.body_text LIKE $2`,
      [leader.id, `%${taskId}%`],
    );
    expect(JSON.parse(message.body_text)).toMatchObject({ type: 2, flowId: flow.id, taskId });
  });

  it('delivered before the answer when nothing fails; a refused step queues no message', async () => {
    const server = await startServer();
    cleanup.push(() => server.close());
    const teacher = await server.login('teacher');
    const head = await server.login('school1');
    const db = server.database;
    const [flow] = await db.query<{ id: string }>(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`);
    const launched = await teacher.post('/api/WorkFlow/FlowTask', { flowId: flow.id, formData: { days: 1, reason: '看病' } });
    const taskId = launched.data.id as string;
    const jobs = async () => db.query<{ state: string }>(`SELECT state FROM flow_job WHERE kind = 'wfMessage' AND payload->'body'->>'taskId' = $1`, [taskId]);
    expect(await jobs()).toEqual([{ state: 'done' }]);

    // school1 is not the current approver: refused, and no message job for it
    const [op] = await db.query<{ id: string }>(`SELECT id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [taskId]);
    const queuedBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_job'))[0].n;
    const refused = await head.post(`/api/WorkFlow/FlowBefore/Audit/${op.id}`, {});
    expect(refused.code).toBe(403);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_job'))[0].n).toBe(queuedBefore);
  });
});
