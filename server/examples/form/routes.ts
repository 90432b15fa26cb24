import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ApiError, Code } from '../../../contract/errors';
import { ruleText, t } from '../../../contract/texts';
import { TRIP_LABELS, tripComputed, tripProblems, type TripProblem } from '../../../contract/examples/form/tripForm';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listPage, listQuery, one, okId, typed } from '../../kit';

/* 表单示例: the designed form's records. The linkage rules are checked again here (tripForm.ts). */

const MENU = 'extend.form';

const Any = Type.Optional(Type.Unknown());
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
// Every field of the form; widget values (pickers, files, rows, a signature) are kept as they come.
const TripBody = Type.Object(
  {
    title: Text(50), stage: Text(10), grade: Text(10), kind: Text(10), otherKind: Text(50), startDate: Text(30), endDate: Text(30),
    people: Type.Optional(Nullable(Type.Number())), price: Type.Optional(Nullable(Type.Number())), needBus: Type.Optional(Nullable(Type.Boolean())), pickup: Text(100),
    contactPhone: Text(20), days: Any, total: Any,
    school: Any, department: Any, position: Any, leader: Any, ethnicity: Any, address: Any, icon: Any, billRule: Any, student: Any, flow: Any,
    attachments: Any, photo: Any, intro: Text(20000), members: Any, signature: Text(400_000), approver: Any, billNo: Any, studentClass: Any,
  },
  { additionalProperties: false },
);

const Row = Type.Object({
  id: Type.String(), title: Type.String(), stage: Type.String(), grade: Type.String(), kind: Type.String(), days: Type.Integer(), people: Type.Integer(),
  total: Type.Number(), creatorUser: Type.String(), creatorTime: Type.Number(),
});
const COLUMNS = `r.id, r.data->>'title' AS title, r.data->>'stage' AS stage, r.data->>'grade' AS grade, r.data->>'kind' AS kind,
  (r.data->>'days')::int AS days, (r.data->>'people')::int AS people, (r.data->>'total')::float8 AS total,
  coalesce(u.real_name, '') AS creator_user, ${epochMs('r.created_at')} AS creator_time`;
const FROM = 'FROM example_form_record r LEFT JOIN users u ON u.id = r.creator_user_id';

const Detail = Type.Object({ id: Type.String(), data: Type.Unknown(), creatorTime: Type.Number() });

function problemText(p: TripProblem) {
  const label = TRIP_LABELS[p.field];
  if (p.kind === 'required') return t('fieldRequired', { label });
  if (p.kind === 'oneOf') return t('exOneOf', { label, choices: p.choices });
  if (p.kind === 'range') return t('exRange', { label, min: p.min, max: p.max });
  if (p.kind === 'beforeStart') return t('exEndBeforeStart');
  return ruleText(p.message);
}

export default async function formRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Extend'];

  app.get(
    '/api/Extend/Form',
    { schema: { tags, summary: '表单示例：提交过的报名', querystring: listQuery({}), response: answers(listAnswer(Row)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, [`r.data->>'title'`]);
      return listPage(app.database, req.query, { row: Row, columns: COLUMNS, from: FROM, where, sorts: { creatorTime: 'r.created_at' }, order: 'r.created_at DESC, r.id DESC', tieBreak: 'r.id' });
    },
  );

  // The detail answers the stored record as the form reads it (its fields at the top level).
  app.get(
    '/api/Extend/Form/:id',
    { schema: { tags, summary: '表单示例：一条报名（存储的记录）', params: IdParams, response: answers(envelope(Type.Unknown())) }, config: { access: { menu: MENU } } },
    async (req) => {
      const r = await one(app.database, Detail, `SELECT r.id, r.data, ${epochMs('r.created_at')} AS creator_time FROM example_form_record r WHERE r.id = $1`, [req.params.id]);
      if (!r) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ ...(r.data as object), id: r.id, creatorTime: r.creatorTime });
    },
  );

  app.post(
    '/api/Extend/Form',
    { schema: { tags, summary: '表单示例：提交报名（联动规则与计算字段由服务器再算一次）', body: TripBody, response: answers(okId) }, config: { access: { menu: MENU } } },
    async (req) => {
      const body = req.body;
      const problems = tripProblems(body);
      if (problems.length) failFields(problems.map((p) => ({ field: p.field, message: problemText(p) })));
      // Hidden fields are not kept: what the linkage hid was not part of the answer.
      const data: Record<string, unknown> = { ...body, ...tripComputed(body) };
      if (data.kind !== '其他') delete data.otherKind;
      if (data.needBus !== true) delete data.pickup;
      const id = randomUUID();
      await app.database.query('INSERT INTO example_form_record (id, data, creator_user_id) VALUES ($1, $2, $3)', [id, JSON.stringify(data), req.user.id]);
      return ok({ id }, say(req, 'exFormSubmitted'));
    },
  );
}
