import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, answers, envelope, epochMs, listOnly, okId, okNull, one, rows, typed } from '../../kit';
import type { Queryable } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { REMINDER_JOB } from './reminders';

// 日程安排 (issue 18 item 2): the caller's calendar. One sees the events one owns and those shared
// with one (data permission in every query: nobody else's event is listed, read or changed). A
// reminder is a job of the persistent queue (server/jobs/queue.ts) written in the event's own
// transaction, so it exists exactly when the event does and survives a restart; moving the event
// re-plans it (the old queued job is dropped in the same transaction).

const access = { menu: 'extend.schedule' };
const tags = ['Examples'];

const EventRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  allDay: Type.Boolean(),
  start: Type.Number(),
  end: Type.Number(),
  color: Type.String(),
  remindMinutes: Nullable(Type.Integer()),
  mine: Type.Boolean(),
  ownerName: Type.String(),
  sharedWith: Type.Array(Type.Object({ id: Type.String(), realName: Type.String() })),
});
/** $1: the caller */
const COLUMNS = `e.id, e.title, e.content, e.all_day, ${epochMs('e.start_at')} AS start, ${epochMs('e.end_at')} AS "end", e.color, e.remind_minutes,
  e.owner_user_id = $1 AS mine, u.real_name AS owner_name,
  coalesce((SELECT json_agg(json_build_object('id', su.id, 'realName', su.real_name) ORDER BY su.real_name) FROM ex_event_share s JOIN users su ON su.id = s.user_id WHERE s.event_id = e.id), '[]'::json) AS shared_with`;
const FROM = 'FROM ex_event e JOIN users u ON u.id = e.owner_user_id';
const VISIBLE = `(e.owner_user_id = $1 OR EXISTS (SELECT 1 FROM ex_event_share s WHERE s.event_id = e.id AND s.user_id = $1))`;

const EventIn = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    content: Type.Optional(Type.String({ maxLength: 2000 })),
    allDay: Type.Optional(Type.Boolean()),
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 0 }),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
    remindMinutes: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10080 }))),
    sharedWith: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);
type EventIn = typeof EventIn.static;

/** Plans (or drops) the event's reminder in the caller's transaction. */
async function planReminder(tx: Queryable, eventId: string) {
  const [e] = await tx.query<{ start_at: Date; remind_minutes: number | null }>('SELECT start_at, remind_minutes FROM ex_event WHERE id = $1', [eventId]);
  let jobId: string | null = null;
  if (e.remind_minutes !== null) {
    const at = new Date(new Date(e.start_at).getTime() - e.remind_minutes * 60_000);
    // A reminder whose time has passed is not sent late for an event already under way.
    if (new Date(e.start_at).getTime() > Date.now()) jobId = await enqueue(tx, REMINDER_JOB, { eventId, at: at.getTime() }, at);
  }
  await tx.query(`DELETE FROM job_queue WHERE state = 'queued' AND kind = $1 AND payload->>'eventId' = $2 AND ($3::bigint IS NULL OR id <> $3::bigint)`, [REMINDER_JOB, eventId, jobId]);
  await tx.query('UPDATE ex_event SET remind_job_id = $2::bigint, reminded_at = NULL WHERE id = $1', [eventId, jobId]);
}

async function share(tx: Queryable, eventId: string, ownerId: string, userIds: string[]) {
  await tx.query('DELETE FROM ex_event_share WHERE event_id = $1', [eventId]);
  await tx.query('INSERT INTO ex_event_share (event_id, user_id) SELECT $1, u.id FROM users u WHERE u.id = ANY($2::text[]) AND u.id <> $3', [eventId, userIds, ownerId]);
}

function checkTimes(b: { start: number; end: number }) {
  if (b.end < b.start) throw new ApiError(Code.BadRequest, t('exEventTime'));
}

export default async function scheduleRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  async function owned(id: string, userId: string) {
    const e = await one(db, Type.Object({ id: Type.String(), mine: Type.Boolean() }), `SELECT e.id, e.owner_user_id = $1 AS mine FROM ex_event e WHERE e.id = $2 AND ${VISIBLE}`, [userId, id]);
    if (!e) throw new ApiError(Code.NotFound, t('notFound'));
    if (!e.mine) throw new ApiError(Code.Forbidden, t('forbidden'));
  }

  app.get(
    '/api/Extend/Schedule',
    { schema: { tags, summary: '时间段内我的与共享给我的日程', querystring: Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) }), response: answers(listOnly(EventRow)) }, config: { access } },
    async (req) =>
      ok({
        list: await rows(db, EventRow, `SELECT ${COLUMNS} ${FROM} WHERE ${VISIBLE} AND e.end_at >= to_timestamp($2 / 1000.0) AND e.start_at < to_timestamp($3 / 1000.0) ORDER BY e.start_at, e.id LIMIT 2000`, [
          req.user.id,
          req.query.start,
          req.query.end,
        ]),
      }),
  );

  app.get('/api/Extend/Schedule/:id', { schema: { tags, summary: '日程详情', params: IdParams, response: answers(envelope(EventRow)) }, config: { access } }, async (req) => {
    const e = await one(db, EventRow, `SELECT ${COLUMNS} ${FROM} WHERE e.id = $2 AND ${VISIBLE}`, [req.user.id, req.params.id]);
    if (!e) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(e);
  });

  const write = async (tx: Queryable, id: string | null, userId: string, b: EventIn): Promise<string> => {
    const params = [b.title.trim(), b.content ?? '', b.allDay ?? false, b.start, b.end, b.color ?? '#1677ff', b.remindMinutes ?? null];
    const [row] = id
      ? await tx.query<{ id: string }>(
          `UPDATE ex_event SET title = $1, content = $2, all_day = $3, start_at = to_timestamp($4 / 1000.0), end_at = to_timestamp($5 / 1000.0), color = $6, remind_minutes = $7, updated_at = now()
           WHERE id = $8 RETURNING id`,
          [...params, id],
        )
      : await tx.query<{ id: string }>(
          `INSERT INTO ex_event (title, content, all_day, start_at, end_at, color, remind_minutes, owner_user_id)
           VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($5 / 1000.0), $6, $7, $8) RETURNING id`,
          [...params, userId],
        );
    if (b.sharedWith) await share(tx, row.id, userId, b.sharedWith);
    await planReminder(tx, row.id);
    return row.id;
  };

  app.post('/api/Extend/Schedule', { schema: { tags, summary: '新建日程（提醒经站内信送达）', body: EventIn, response: answers(okId) }, config: { access } }, async (req) => {
    checkTimes(req.body);
    const id = await db.transaction((tx) => write(tx, null, req.user.id, req.body));
    return ok({ id }, say(req, 'createSuccess'));
  });

  app.put('/api/Extend/Schedule/:id', { schema: { tags, summary: '修改日程', params: IdParams, body: EventIn, response: answers(okNull) }, config: { access } }, async (req) => {
    checkTimes(req.body);
    await owned(req.params.id, req.user.id);
    await db.transaction((tx) => write(tx, req.params.id, req.user.id, req.body));
    return ok(null, say(req, 'updateSuccess'));
  });

  app.post(
    '/api/Extend/Schedule/:id/Actions/Move',
    {
      schema: { tags, summary: '拖动或拉伸日程（新的开始与结束）', params: IdParams, body: Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }), allDay: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), response: answers(okNull) },
      config: { access },
    },
    async (req) => {
      checkTimes(req.body);
      await owned(req.params.id, req.user.id);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE ex_event SET start_at = to_timestamp($2 / 1000.0), end_at = to_timestamp($3 / 1000.0), all_day = coalesce($4, all_day), updated_at = now() WHERE id = $1', [
          req.params.id,
          req.body.start,
          req.body.end,
          req.body.allDay ?? null,
        ]);
        await planReminder(tx, req.params.id);
      });
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/Extend/Schedule/:id', { schema: { tags, summary: '删除日程', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    await owned(req.params.id, req.user.id);
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM job_queue WHERE state = 'queued' AND kind = $1 AND payload->>'eventId' = $2`, [REMINDER_JOB, req.params.id]);
      await tx.query('DELETE FROM ex_event WHERE id = $1', [req.params.id]);
    });
    return ok(null, say(req, 'deleteSuccess'));
  });
}
