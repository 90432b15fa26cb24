import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { ok } from '../http/reply';
import { IdParams, Type, Where, answers, epochMs, failFields, listAnswer, listPage, listQuery, okId, okNull, one, typed, type Static } from '../kit';

// 流程委托: each user keeps their own entrusts; a task reaching them in the date range goes to the
// entrusted person instead, and both names show on it.

const DelegateRow = Type.Object({
  id: Type.String(),
  toUserId: Type.String(),
  toUserName: Type.String(),
  flowIds: Type.Array(Type.String()),
  flowName: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  description: Type.String(),
  creatorTime: Type.Number(),
});
const COLUMNS = `d.id, d.to_user_id, coalesce(u.real_name, '') AS to_user_name, d.flow_ids,
  coalesce((SELECT string_agg(e.full_name, ',' ORDER BY e.full_name) FROM flow_engine e WHERE e.id = ANY(d.flow_ids)), '') AS flow_name,
  ${epochMs('d.start_time')} AS start_time, ${epochMs('d.end_time')} AS end_time, d.description, ${epochMs('d.created_at')} AS creator_time`;
const FROM = 'FROM flow_delegate d LEFT JOIN users u ON u.id = d.to_user_id';

const DelegateInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    toUserId: Type.String({ minLength: 1, maxLength: 64 }),
    /** Empty: every flow. */
    flowIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 })),
    startTime: Type.Number(),
    endTime: Type.Number(),
    description: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const Id = Type.Object({ id: Type.String() });

export default async function delegateRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['WorkFlow'];
  const access = { access: 'login' as const };

  async function check(userId: string, b: Static<typeof DelegateInput>) {
    if (b.toUserId === userId) failFields([{ field: 'toUserId', message: t('wfSelfUser') }]);
    const to = await db.query('SELECT 1 FROM users WHERE id = $1 AND enabled_mark = 1', [b.toUserId]);
    if (!to.length) failFields([{ field: 'toUserId', message: t('wfBadUser') }]);
    if (!(b.endTime > b.startTime)) failFields([{ field: 'endTime', message: t('wfEntrustRange') }]);
  }

  app.get('/api/WorkFlow/FlowDelegate', { schema: { tags, summary: '我的流程委托', querystring: listQuery({}), response: answers(listAnswer(DelegateRow)) }, config: access }, async (req) => {
    const where = new Where().keyword(req.query.keyword, ['u.real_name', 'd.description']);
    where.and(`d.user_id = ${where.param(req.user.id)}`);
    return listPage(db, req.query, { row: DelegateRow, columns: COLUMNS, from: FROM, where, sorts: { startTime: 'd.start_time', endTime: 'd.end_time', creatorTime: 'd.created_at' }, order: 'd.created_at DESC, d.id', tieBreak: 'd.id' });
  });

  app.post('/api/WorkFlow/FlowDelegate', { schema: { tags, summary: '新建委托', body: DelegateInput, response: answers(okId) }, config: access }, async (req) => {
    const b = req.body;
    await check(req.user.id, b);
    const created = await one(
      db,
      Id,
      'INSERT INTO flow_delegate (user_id, to_user_id, flow_ids, start_time, end_time, description) VALUES ($1, $2, $3, to_timestamp($4), to_timestamp($5), $6) RETURNING id',
      [req.user.id, b.toUserId, b.flowIds ?? [], b.startTime / 1000, b.endTime / 1000, b.description ?? ''],
    );
    return ok({ id: created!.id }, say(req, 'createSuccess'));
  });

  app.put('/api/WorkFlow/FlowDelegate/:id', { schema: { tags, summary: '修改委托', params: IdParams, body: DelegateInput, response: answers(okNull) }, config: access }, async (req) => {
    const b = req.body;
    await check(req.user.id, b);
    const done = await one(
      db,
      Id,
      `UPDATE flow_delegate SET to_user_id = $3, flow_ids = $4, start_time = to_timestamp($5), end_time = to_timestamp($6), description = $7 WHERE id = $1 AND user_id = $2 RETURNING id`,
      [req.params.id, req.user.id, b.toUserId, b.flowIds ?? [], b.startTime / 1000, b.endTime / 1000, b.description ?? ''],
    );
    if (!done) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(null, say(req, 'updateSuccess'));
  });

  app.delete('/api/WorkFlow/FlowDelegate/:id', { schema: { tags, summary: '删除委托', params: IdParams, response: answers(okNull) }, config: access }, async (req) => {
    const done = await one(db, Id, 'DELETE FROM flow_delegate WHERE id = $1 AND user_id = $2 RETURNING id', [req.params.id, req.user.id]);
    if (!done) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(null, say(req, 'deleteSuccess'));
  });
}
