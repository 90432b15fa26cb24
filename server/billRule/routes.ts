import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { failFields, stateBodySchema } from '../dictionary/input';
import { formatBillNumber, nextBillNumber, type DateFormat, type ResetBy } from './format';
import { billRuleSchema, checkBillRule, type BillRuleInput, type BillRuleValues } from './input';
import { issueBillNumber } from './issue';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { requireDistrictScope } from '../districtScope/districtScope';
import { sortColumn } from '../kit/sortClause';

export const BILL_RULE_MENU = 'system.billRule';

const COLUMNS = `id, full_name, en_code, prefix, date_format, digit, start_number, reset_by, this_number, last_stamp, output_number,
  enabled_mark, sort_code, description, created_at, updated_at`;

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

function ruleRow(r: Record<string, unknown>, now: Date) {
  const rule = {
    id: r.id as string,
    fullName: r.full_name as string,
    enCode: r.en_code as string,
    prefix: r.prefix as string,
    dateFormat: r.date_format as DateFormat,
    digit: Number(r.digit),
    startNumber: Number(r.start_number),
    resetBy: r.reset_by as ResetBy,
    outputNumber: r.output_number as string,
    enabledMark: Number(r.enabled_mark),
    sortCode: Number(r.sort_code),
    description: (r.description as string) ?? '',
    creatorTime: new Date(r.created_at as string).getTime(),
    lastModifyTime: r.updated_at ? new Date(r.updated_at as string).getTime() : null,
  };
  // example: what the first number of a period looks like today.
  return { ...rule, example: formatBillNumber(rule, rule.startNumber, now) };
}

function counterOf(r: Record<string, unknown>) {
  return { thisNumber: Number(r.this_number), lastStamp: r.last_stamp as string };
}

export default async function billRuleRoutes(app: FastifyInstance) {
  const db = app.database;
  const tags = ['BillRule'];
  const menu = { menu: BILL_RULE_MENU };

  async function findRule(req: FastifyRequest) {
    const rows = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM bill_rule WHERE id = $1`, [(req.params as { id: string }).id]);
    if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
    return rows[0];
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
      schema: { tags, querystring: { ...listQuerySchema, properties: { ...listQuerySchema.properties, enabledMark: { type: 'integer', enum: [0, 1] } } } },
      config: { access: menu },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; enabledMark?: number };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where: string[] = [];
      if (q.keyword) {
        const p = params.push(`%${escapeLike(q.keyword)}%`);
        where.push(`(full_name ILIKE $${p} OR en_code ILIKE $${p} OR prefix ILIKE $${p})`);
      }
      if (q.enabledMark !== undefined) where.push(`enabled_mark = $${params.push(q.enabledMark)}`);
      let order = 'sort_code, created_at, id';
      if (q.sidx) {
        order = `${sortColumn(SORTS, q.sidx)} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}, id`;
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM bill_rule ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`, params),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bill_rule ${whereSql}`, params),
      ]);
      const now = new Date();
      return page(rows.map((r) => ruleRow(r, now)), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get('/api/System/BillRule/Selector', { schema: { tags }, config: { access: 'login' } }, async () => {
    const rows = await db.query<{ id: string; en_code: string; full_name: string }>(
      'SELECT id, en_code, full_name FROM bill_rule WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id',
    );
    return ok({ list: rows.map((r) => ({ id: r.id, enCode: r.en_code, fullName: r.full_name })) });
  });

  app.get(
    '/api/System/BillRule/BillNumber/:code',
    { schema: { tags, params: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 50 } } } }, config: { access: 'login' } },
    async (req) => ok(await issueBillNumber(db, (req.params as { code: string }).code)),
  );

  app.get('/api/System/BillRule/:id', { schema: { tags, params: idParams }, config: { access: menu } }, async (req) => {
    const r = await findRule(req);
    const now = new Date();
    const rule = ruleRow(r, now);
    return ok({ ...rule, nextNumber: nextBillNumber({ ...rule, ...counterOf(r) }, now) });
  });

  app.get('/api/System/BillRule/:id/Preview', { schema: { tags, params: idParams }, config: { access: menu } }, async (req) => {
    const r = await findRule(req);
    const now = new Date();
    const rule = ruleRow(r, now);
    return ok({ example: rule.example, nextNumber: nextBillNumber({ ...rule, ...counterOf(r) }, now) });
  });

  app.post('/api/System/BillRule', { schema: { tags, body: billRuleSchema }, config: { access: { ...menu, button: 'btn_add' } }, preHandler: requireDistrictScope }, async (req) => {
    const v = await checkInput(req.body as BillRuleInput);
    const rows = await db.query<{ id: string }>(
      `INSERT INTO bill_rule (full_name, en_code, prefix, date_format, digit, start_number, reset_by, enabled_mark, sort_code, description, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [v.fullName, v.enCode, v.prefix, v.dateFormat, v.digit, v.startNumber, v.resetBy, v.enabledMark, v.sortCode, v.description, req.user.id],
    );
    return ok({ id: rows[0].id }, say(req, 'createSuccess'));
  });

  app.put(
    '/api/System/BillRule/:id',
    { schema: { tags, params: idParams, body: billRuleSchema }, config: { access: { ...menu, button: 'btn_edit' } }, preHandler: requireDistrictScope },
    async (req) => {
      const r = await findRule(req);
      const v = await checkInput(req.body as BillRuleInput, r.id as string);
      // The counter (this_number, last_stamp) is kept: editing a rule must not reissue numbers.
      await db.query(
        `UPDATE bill_rule SET full_name = $2, en_code = $3, prefix = $4, date_format = $5, digit = $6, start_number = $7, reset_by = $8,
            enabled_mark = $9, sort_code = $10, description = $11, updated_at = now() WHERE id = $1`,
        [r.id, v.fullName, v.enCode, v.prefix, v.dateFormat, v.digit, v.startNumber, v.resetBy, v.enabledMark, v.sortCode, v.description],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/System/BillRule/:id', { schema: { tags, params: idParams }, config: { access: { ...menu, button: 'btn_remove' } }, preHandler: requireDistrictScope }, async (req) => {
    const r = await findRule(req);
    await db.query('DELETE FROM bill_rule WHERE id = $1', [r.id]);
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.put(
    '/api/System/BillRule/:id/Actions/State',
    { schema: { tags, params: idParams, body: stateBodySchema }, config: { access: { ...menu, button: 'btn_state' } }, preHandler: requireDistrictScope },
    async (req) => {
      const r = await findRule(req);
      const wanted = (req.body as { enabledMark?: number } | null)?.enabledMark;
      const rows = await db.query<{ enabled_mark: number }>(
        'UPDATE bill_rule SET enabled_mark = coalesce($2, 1 - enabled_mark), updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [r.id, wanted ?? null],
      );
      return ok({ enabledMark: Number(rows[0].enabled_mark) }, say(req, 'stateSuccess'));
    },
  );
}
