import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok, page } from '../http/reply';
import { failFields } from '../dictionary/input';
import { DATE_FORMATS, RESETS, formatBillNumber, nextBillNumber } from './format';
import { billRuleSchema, checkBillRule, type BillRuleInput, type BillRuleValues } from './input';
import { issueBillNumber } from './issue';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import {
  IdParams, Nullable, Type, Where, answers, envelope, epochMs, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, rows, typed, type Static,
} from '../kit';

export const BILL_RULE_MENU = 'system.billRule';

const COLUMNS = `id, full_name, en_code, prefix, date_format, digit, start_number::float8 AS start_number, reset_by, this_number::float8 AS this_number,
  last_stamp, output_number, enabled_mark, sort_code, coalesce(description, '') AS description, ${epochMs('created_at')} AS creator_time,
  ${epochMs('updated_at')} AS last_modify_time`;

/** Sortable fields: request names to SQL. Nothing else reaches ORDER BY. */
const SORTS: Record<string, string> = {
  fullName: 'full_name',
  enCode: 'en_code',
  prefix: 'prefix',
  digit: 'digit',
  startNumber: 'start_number',
  outputNumber: 'output_number',
  enabledMark: 'enabled_mark',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
  lastModifyTime: 'updated_at',
};

const RuleFields = {
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  prefix: Type.String(),
  dateFormat: Type.Union(DATE_FORMATS.map((f) => Type.Literal(f))),
  digit: Type.Integer(),
  startNumber: Type.Number(),
  resetBy: Type.Union(RESETS.map((r) => Type.Literal(r))),
  outputNumber: Type.String(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
};
/** The stored rule with its counter (thisNumber, lastStamp), which is never answered. */
const RuleRecord = Type.Object({ ...RuleFields, thisNumber: Type.Number(), lastStamp: Type.String() });
type RuleRecord = Static<typeof RuleRecord>;
/** A rule as answered; `example` is what the first number of a period looks like today. */
const RuleRow = Type.Object({ ...RuleFields, example: Type.String() });
const RuleDetail = Type.Object({ ...RuleFields, example: Type.String(), nextNumber: Type.String() });

const withExample = (rule: RuleRecord, now: Date) => ({ ...rule, example: formatBillNumber(rule, rule.startNumber, now) });

const SelectorItem = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String() });
const StateBody = Type.Union([Type.Object({ enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }), Type.Null()]);

export default async function billRuleRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['BillRule'];
  const menu = { menu: BILL_RULE_MENU };

  async function findRule(id: string) {
    const rule = await one(db, RuleRecord, `SELECT ${COLUMNS} FROM bill_rule WHERE id = $1`, [id]);
    if (!rule) throw new ApiError(Code.NotFound, t('notFound'));
    return rule;
  }

  async function checkInput(input: BillRuleInput, selfId = ''): Promise<BillRuleValues> {
    const { errors, values } = checkBillRule(input);
    if (errors.length) failFields(errors);
    const clash = await db.query('SELECT 1 FROM bill_rule WHERE lower(en_code) = lower($1) AND id <> $2', [values.enCode, selfId]);
    if (clash.length) failFields([{ field: 'enCode', message: t('billRuleCodeExists') }]);
    return values;
  }

  app.get(
    '/api/System/BillRule',
    {
      schema: {
        tags,
        querystring: listQuery({ enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
        response: answers(listAnswer(RuleRow)),
      },
      config: { access: menu },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['full_name', 'en_code', 'prefix']);
      if (q.enabledMark !== undefined) where.and(`enabled_mark = ${where.param(q.enabledMark)}`);
      const answer = await listPage(db, q, { row: RuleRecord, columns: COLUMNS, from: 'FROM bill_rule', where, sorts: SORTS, order: 'sort_code, created_at, id', tieBreak: 'id' });
      const now = new Date();
      return page(answer.data.list.map((r) => withExample(r, now)), answer.data.pagination.currentPage, answer.data.pagination.pageSize, answer.data.pagination.total);
    },
  );

  app.get('/api/System/BillRule/Selector', { schema: { tags, response: answers(listOnly(SelectorItem)) }, config: { access: 'login' } }, async () => {
    const list = await rows(db, SelectorItem, 'SELECT id, en_code, full_name FROM bill_rule WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id');
    return ok({ list });
  });

  app.get(
    '/api/System/BillRule/BillNumber/:code',
    { schema: { tags, params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) }), response: answers(envelope(Type.String())) }, config: { access: 'login' } },
    async (req) => ok(await issueBillNumber(db, req.params.code)),
  );

  app.get('/api/System/BillRule/:id', { schema: { tags, params: IdParams, response: answers(envelope(RuleDetail)) }, config: { access: menu } }, async (req) => {
    const r = await findRule(req.params.id);
    const now = new Date();
    return ok({ ...withExample(r, now), nextNumber: nextBillNumber(r, now) });
  });

  app.get(
    '/api/System/BillRule/:id/Preview',
    { schema: { tags, params: IdParams, response: answers(envelope(Type.Object({ example: Type.String(), nextNumber: Type.String() }))) }, config: { access: menu } },
    async (req) => {
      const r = await findRule(req.params.id);
      const now = new Date();
      return ok({ example: withExample(r, now).example, nextNumber: nextBillNumber(r, now) });
    },
  );

  app.post('/api/System/BillRule', { schema: { tags, body: billRuleSchema, response: answers(okId) }, config: { access: { ...menu, button: 'btn_add' } }, preHandler: requireDistrictScope }, async (req) => {
    const v = await checkInput(req.body);
    const created = await one(
      db,
      Type.Object({ id: Type.String() }),
      `INSERT INTO bill_rule (full_name, en_code, prefix, date_format, digit, start_number, reset_by, enabled_mark, sort_code, description, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [v.fullName, v.enCode, v.prefix, v.dateFormat, v.digit, v.startNumber, v.resetBy, v.enabledMark, v.sortCode, v.description, req.user.id],
    );
    return ok({ id: created!.id }, say(req, 'createSuccess'));
  });

  app.put(
    '/api/System/BillRule/:id',
    { schema: { tags, params: IdParams, body: billRuleSchema, response: answers(okNull) }, config: { access: { ...menu, button: 'btn_edit' } }, preHandler: requireDistrictScope },
    async (req) => {
      const r = await findRule(req.params.id);
      const v = await checkInput(req.body, r.id);
      // The counter (this_number, last_stamp) is kept: editing a rule must not reissue numbers.
      await db.query(
        `UPDATE bill_rule SET full_name = $2, en_code = $3, prefix = $4, date_format = $5, digit = $6, start_number = $7, reset_by = $8,
            enabled_mark = $9, sort_code = $10, description = $11, updated_at = now() WHERE id = $1`,
        [r.id, v.fullName, v.enCode, v.prefix, v.dateFormat, v.digit, v.startNumber, v.resetBy, v.enabledMark, v.sortCode, v.description],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/System/BillRule/:id', { schema: { tags, params: IdParams, response: answers(okNull) }, config: { access: { ...menu, button: 'btn_remove' } }, preHandler: requireDistrictScope }, async (req) => {
    const r = await findRule(req.params.id);
    await db.query('DELETE FROM bill_rule WHERE id = $1', [r.id]);
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.put(
    '/api/System/BillRule/:id/Actions/State',
    {
      schema: { tags, params: IdParams, body: StateBody, response: answers(envelope(Type.Object({ enabledMark: Type.Integer() }))) },
      config: { access: { ...menu, button: 'btn_state' } },
      preHandler: requireDistrictScope,
    },
    async (req) => {
      const r = await findRule(req.params.id);
      const state = await one(
        db,
        Type.Object({ enabledMark: Type.Integer() }),
        'UPDATE bill_rule SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [r.id, req.body?.enabledMark ?? null],
      );
      return ok({ enabledMark: state!.enabledMark }, say(req, 'stateSuccess'));
    },
  );
}
